#!/usr/bin/env python3
"""FileCheck over translated output, without the test's own CHECK lines.

The translator keeps the source's comments, so a host file it writes holds
the test's `// CHECK: ...` lines too, and a pattern without regular
expressions would match its own copy: the test could not fail. This wrapper
drops those comment lines from --input-file before running FileCheck (the
first argument) with the other arguments.
"""
import os
import re
import subprocess
import sys
import tempfile

DIRECTIVE = re.compile(r'^\s*//\s*[A-Z][A-Z0-9_]*(-NEXT|-NOT|-LABEL|-DAG|-SAME|-EMPTY|-COUNT-\d+)?:')


def main(argv):
    filecheck, args = argv[1], argv[2:]
    out = []
    tmp = None
    for a in args:
        if a.startswith('--input-file='):
            path = a[len('--input-file='):]
            with open(path, encoding='utf-8', errors='replace') as f:
                kept = [l for l in f if not DIRECTIVE.match(l)]
            fd, tmp = tempfile.mkstemp(suffix=os.path.splitext(path)[1])
            with os.fdopen(fd, 'w', encoding='utf-8') as f:
                f.writelines(kept)
            a = '--input-file=' + tmp
        out.append(a)
    try:
        return subprocess.call([filecheck] + out)
    finally:
        if tmp:
            os.unlink(tmp)


if __name__ == '__main__':
    sys.exit(main(sys.argv))
