#!/usr/bin/env python3
"""End-to-end harness for omp2ocl.

For every PROGRAM (a .c file, or a multi_* directory holding several .c files
that form one program) it

  1. builds a reference with `gcc -O2 -fopenmp ... -lm`,
  2. builds the program under test with `<cc> -O2 -fopenmp -Rpass-missed=omp2ocl
     [--translator-flags] ... -lm` (compiler stderr is kept: it holds the
     missed-optimisation remarks),
  3. runs both (reference with OMP_NUM_THREADS=--ref-threads, the translated
     one with OMP2OCL_DEVICE=opencl|openmp, OMP2OCL_PROFILE=1,
     OMP2OCL_CACHE_DIR in the workdir and OMP_NUM_THREADS=each of --threads),
  4. compares stdout token by token (numbers with a relative tolerance, other
     text exactly), the exit codes, the number of kernel launches reported on
     the `omp2ocl-profile: ... kernels=K ...` stderr line and the remarks.

Header keys (comment lines in any source file of the program):
  // omp2ocl-test: tolerance=1e-9     relative tolerance for floating tokens
  // omp2ocl-test: abstol=1e-14       absolute tolerance for floating tokens
  // omp2ocl-test: offload=N          at least N kernel launches (opencl mode)
  // omp2ocl-test: offload-max=N      at most N kernel launches (opencl mode)
  // omp2ocl-test: h2d-max=BYTES      at most BYTES copied to the device
                                      (h2d_bytes= of the profile line, opencl mode)
  // omp2ocl-test: d2h-max=BYTES      at most BYTES copied back (d2h_bytes=)
  // omp2ocl-test: missed="substring" a missed remark containing substring
  // omp2ocl-test: args=...           command-line arguments of the program
  // omp2ocl-test: plain=FILE.c        in the build under test, compile this
                                      file of the program with the reference
                                      compiler (a library the translator
                                      never sees; multi_* programs only)
  // omp2ocl-test: translator-flags=... omp2ocl flags for the build under test
                                      (when the compiler is omp2ocl-cc), e.g.
                                      -fassociative-math

Prints one line per program and `N passed, M failed`; exits 1 if any failed.
Standard library only.
"""

import argparse
import concurrent.futures
import os
import re
import shlex
import shutil
import subprocess
import sys

RUN_TIMEOUT = 60
BUILD_TIMEOUT = 180
DEFAULT_TOL = 1e-12
# Flags of every build: the reference, the plain= files and the one under test.
BASE_FLAGS = ['-O2', '-fopenmp']

HEADER_RE = re.compile(r'^\s*//\s*omp2ocl-test:\s*(.*?)\s*$')
# A number as printf writes one (%d, %ld, %u, %f, %e, %g), plus inf/nan.
NUM_RE = re.compile(
    r'[-+]?(?:(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|inf(?:inity)?|nan)',
    re.IGNORECASE)
INT_RE = re.compile(r'[-+]?\d+$')
PROFILE_RE = re.compile(r'omp2ocl-profile:.*?\bkernels=(\d+)')
H2D_RE = re.compile(r'omp2ocl-profile:.*?\bh2d_bytes=(\d+)')
D2H_RE = re.compile(r'omp2ocl-profile:.*?\bd2h_bytes=(\d+)')


class Spec:
    """What the header comments of one program ask for."""

    def __init__(self):
        self.tolerance = DEFAULT_TOL
        self.abstol = 0.0
        self.offload = 1
        self.offload_max = None
        self.h2d_max = None
        self.d2h_max = None
        self.missed = []
        self.args = []
        self.plain = set()
        self.translator_flags = []


def parse_headers(sources):
    spec = Spec()
    for src in sources:
        with open(src, encoding='utf-8', errors='replace') as f:
            for lineno, line in enumerate(f, 1):
                m = HEADER_RE.match(line)
                if not m:
                    continue
                body = m.group(1)
                if '=' not in body:
                    raise ValueError('%s:%d: header without key=value: %r'
                                     % (src, lineno, body))
                key, value = body.split('=', 1)
                key = key.strip()
                value = value.strip()
                if key == 'tolerance':
                    spec.tolerance = float(value)
                elif key == 'abstol':
                    spec.abstol = float(value)
                elif key == 'offload':
                    spec.offload = int(value)
                elif key == 'offload-max':
                    spec.offload_max = int(value)
                elif key == 'h2d-max':
                    spec.h2d_max = int(value)
                elif key == 'd2h-max':
                    spec.d2h_max = int(value)
                elif key == 'missed':
                    words = shlex.split(value)
                    if len(words) != 1:
                        raise ValueError('%s:%d: missed= takes one (quoted) '
                                         'string' % (src, lineno))
                    spec.missed.append(words[0])
                elif key == 'args':
                    spec.args = shlex.split(value)
                elif key == 'plain':
                    spec.plain.add(value)
                elif key == 'translator-flags':
                    spec.translator_flags += shlex.split(value)
                else:
                    raise ValueError('%s:%d: unknown header key %r'
                                     % (src, lineno, key))
    return spec


def program_sources(program):
    """(name, [absolute .c paths]) of a .c file or a multi_* directory."""
    program = os.path.abspath(program)
    if os.path.isdir(program):
        srcs = sorted(os.path.join(program, f) for f in os.listdir(program)
                      if f.endswith('.c'))
        if not srcs:
            raise ValueError('%s: no .c files' % program)
        return os.path.basename(program.rstrip('/')), srcs
    if program.endswith('.c') and os.path.isfile(program):
        return os.path.basename(program)[:-2], [program]
    raise ValueError('%s: not a .c file or a directory' % program)


def tokenize(text):
    """Split output into tokens; a token is ('n', float, text) or ('t', text).

    Whitespace separates tokens; inside a word, numbers are split out of the
    surrounding text so that `sum=1.5e+00` compares the number numerically."""
    tokens = []
    for word in text.split():
        pos = 0
        for m in NUM_RE.finditer(word):
            # Do not split a number out of an identifier such as `u2` or `x1y`.
            if m.start() > 0 and (word[m.start() - 1].isalnum()
                                  or word[m.start() - 1] == '_'):
                continue
            if m.start() > pos:
                tokens.append(('t', word[pos:m.start()]))
            tokens.append(('n', float(m.group(0)), m.group(0)))
            pos = m.end()
        if pos < len(word):
            tokens.append(('t', word[pos:]))
    return tokens


def numbers_match(a, b, spec):
    ta, tb = a[2], b[2]
    if INT_RE.match(ta) and INT_RE.match(tb):
        return int(ta) == int(tb)
    x, y = a[1], b[1]
    if x != x or y != y:               # NaN
        return x != x and y != y
    if x == y:
        return True
    diff = abs(x - y)
    if diff <= spec.abstol:
        return True
    return diff <= spec.tolerance * max(abs(x), abs(y))


def compare_outputs(ref, got, spec):
    """None if outputs agree, else a one-line reason."""
    ref_lines = ref.splitlines()
    got_lines = got.splitlines()
    for i in range(max(len(ref_lines), len(got_lines))):
        if i >= len(ref_lines):
            return 'extra output line %d: %r' % (i + 1, got_lines[i][:80])
        if i >= len(got_lines):
            return 'missing output line %d: %r' % (i + 1, ref_lines[i][:80])
        rt, gt = tokenize(ref_lines[i]), tokenize(got_lines[i])
        for j in range(max(len(rt), len(gt))):
            if j >= len(rt) or j >= len(gt) or rt[j][0] != gt[j][0]:
                return 'line %d differs: expected %r, got %r' % (
                    i + 1, ref_lines[i][:80], got_lines[i][:80])
            if rt[j][0] == 't':
                ok = rt[j][1] == gt[j][1]
            else:
                ok = numbers_match(rt[j], gt[j], spec)
            if not ok:
                return ('line %d token %d: expected %s, got %s (tolerance %g)'
                        % (i + 1, j + 1, rt[j][-1], gt[j][-1], spec.tolerance))
    return None


def run(cmd, cwd, env=None, timeout=RUN_TIMEOUT):
    """(returncode or 'timeout', stdout, stderr)."""
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b'').decode('utf-8', 'replace')
        err = (e.stderr or b'').decode('utf-8', 'replace')
        return 'timeout', out, err
    except OSError as e:
        return 'oserror', '', str(e)
    return (p.returncode, p.stdout.decode('utf-8', 'replace'),
            p.stderr.decode('utf-8', 'replace'))


def write(path, text):
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)


def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()[:160]
    return ''


def build(cc, flags, sources, exe, wdir, log, plain=(), plain_cc=None):
    """Compile (one step for one file, -c per file then link for several).

    Sources whose base name is in `plain` are compiled with `plain_cc`
    (the reference compiler, with BASE_FLAGS) instead of `cc`."""
    steps = []
    if len(sources) == 1 and not plain:
        steps.append([cc] + flags + [sources[0], '-o', exe, '-lm'])
    else:
        objs = []
        for src in sources:
            obj = os.path.join(wdir, os.path.basename(exe) + '.'
                               + os.path.basename(src)[:-2] + '.o')
            objs.append(obj)
            if os.path.basename(src) in plain:
                steps.append([plain_cc] + BASE_FLAGS + ['-c', src, '-o', obj])
            else:
                steps.append([cc] + flags + ['-c', src, '-o', obj])
        steps.append([cc] + flags + objs + ['-o', exe, '-lm'])
    all_err = ''
    for cmd in steps:
        rc, out, err = run(cmd, wdir, timeout=BUILD_TIMEOUT)
        all_err += '$ ' + ' '.join(shlex.quote(c) for c in cmd) + '\n' + out + err
        if rc != 0:
            write(log, all_err)
            return False, all_err
    write(log, all_err)
    return True, all_err


def kernel_count(stderr):
    """Kernel launches from the last `omp2ocl-profile: ... kernels=K` line."""
    count = None
    for line in stderr.splitlines():
        m = PROFILE_RE.search(line)
        if m:
            count = int(m.group(1))
    return count


def h2d_bytes(stderr, pattern=H2D_RE):
    """Bytes copied to the device (or, with D2H_RE, back), from the last
    profile line (None: none)."""
    count = None
    for line in stderr.splitlines():
        m = pattern.search(line)
        if m:
            count = int(m.group(1))
    return count


def missed_remarks(stderr):
    return [l for l in stderr.splitlines() if 'remark' in l]


def test_program(program, opts):
    name, sources = program_sources(program)
    spec = parse_headers(sources)
    wdir = os.path.join(opts.workdir, name)
    if os.path.isdir(wdir):
        shutil.rmtree(wdir)
    os.makedirs(wdir)

    ref_exe = os.path.join(wdir, 'ref')
    ok, err = build(opts.ref_cc, BASE_FLAGS, sources, ref_exe, wdir,
                    os.path.join(wdir, 'ref.build.log'))
    if not ok:
        return False, 'reference build failed: ' + first_line(
            err.split('\n', 1)[-1])

    cc = shlex.split(opts.cc)
    flags = list(BASE_FLAGS)
    remarks = opts.remarks
    if remarks is None:
        remarks = 'omp2ocl' in os.path.basename(cc[0])
    if remarks:
        flags.append('-Rpass-missed=omp2ocl')
    flags += opts.translator_flags
    # The program's own translator flags go only to omp2ocl-cc (gcc does
    # not know them, or reads them differently).
    if 'omp2ocl' in os.path.basename(cc[0]):
        flags += spec.translator_flags
    test_exe = os.path.join(wdir, 'test')
    unknown = spec.plain - set(os.path.basename(s) for s in sources)
    if unknown:
        return False, 'plain= names no source of the program: %s' % (
            ', '.join(sorted(unknown)))
    ok, build_err = build(cc[0], cc[1:] + flags, sources, test_exe, wdir,
                          os.path.join(wdir, 'test.build.log'),
                          plain=spec.plain, plain_cc=opts.ref_cc)
    if not ok:
        return False, 'build with %s failed: %s' % (
            os.path.basename(cc[0]), first_line(build_err.split('\n', 1)[-1]))

    if remarks:
        found = missed_remarks(build_err)
        for want in spec.missed:
            if not any(want in l for l in found):
                return False, 'no missed remark containing %r' % want

    env = dict(os.environ)
    env['OMP_NUM_THREADS'] = str(opts.ref_threads)
    rc, ref_out, ref_err = run([ref_exe] + spec.args, wdir, env)
    write(os.path.join(wdir, 'ref.stdout'), ref_out)
    write(os.path.join(wdir, 'ref.stderr'), ref_err)
    if rc != 0:
        return False, 'reference run exited with %s' % rc

    for threads in opts.threads:
        env = dict(os.environ)
        env['OMP_NUM_THREADS'] = str(threads)
        env['OMP2OCL_DEVICE'] = opts.mode
        env['OMP2OCL_PROFILE'] = '1'
        env['OMP2OCL_CACHE_DIR'] = os.path.join(wdir, 'cache')
        rc, out, err = run([test_exe] + spec.args, wdir, env)
        tag = 'test.t%d' % threads
        write(os.path.join(wdir, tag + '.stdout'), out)
        write(os.path.join(wdir, tag + '.stderr'), err)
        where = ' (%s, %d threads)' % (opts.mode, threads)
        if rc != 0:
            return False, 'exited with %s%s: %s' % (rc, where, first_line(err))
        diff = compare_outputs(ref_out, out, spec)
        if diff:
            return False, 'output mismatch%s: %s' % (where, diff)
        kernels = kernel_count(err)
        if opts.mode == 'opencl':
            if opts.expect_profile and kernels is None:
                return False, 'no omp2ocl-profile line on stderr' + where
            if kernels is not None and kernels < spec.offload:
                return False, 'kernels=%d, expected at least %d%s' % (
                    kernels, spec.offload, where)
            if (kernels is not None and spec.offload_max is not None
                    and kernels > spec.offload_max):
                return False, 'kernels=%d, expected at most %d%s' % (
                    kernels, spec.offload_max, where)
            for name, limit, pattern in (('h2d_bytes', spec.h2d_max, H2D_RE),
                                         ('d2h_bytes', spec.d2h_max, D2H_RE)):
                if limit is None:
                    continue
                moved = h2d_bytes(err, pattern)
                if moved is None and opts.expect_profile:
                    return False, 'no %s= on the profile line%s' % (name, where)
                if moved is not None and moved > limit:
                    return False, '%s=%d, expected at most %d%s' % (
                        name, moved, limit, where)
        else:
            if kernels:
                return False, 'kernels=%d with OMP2OCL_DEVICE=openmp' % kernels
    return True, ''


def parse_threads(text):
    try:
        vals = [int(t) for t in text.split(',') if t.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError('expected e.g. 2 or 1,3')
    if not vals or min(vals) < 1:
        raise argparse.ArgumentTypeError('thread counts must be >= 1')
    return vals


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--cc', required=True,
                    help='compiler under test (omp2ocl-cc; gcc to check the corpus)')
    ap.add_argument('--ref-cc', default='gcc', help='reference compiler (gcc)')
    ap.add_argument('--workdir', required=True, help='scratch directory')
    ap.add_argument('--mode', choices=('opencl', 'openmp'), default='opencl',
                    help='OMP2OCL_DEVICE for the translated binary')
    ap.add_argument('-j', dest='jobs', type=int, default=1,
                    help='programs tested in parallel')
    ap.add_argument('--threads', type=parse_threads, default=[2],
                    help='OMP_NUM_THREADS for the tested binary, '
                    'comma-separated list (each is run)')
    ap.add_argument('--ref-threads', type=int, default=2,
                    help='OMP_NUM_THREADS for the reference run')
    ap.add_argument('--expect-profile', dest='expect_profile',
                    action='store_true', default=True,
                    help='require the omp2ocl-profile line (default)')
    ap.add_argument('--no-expect-profile', dest='expect_profile',
                    action='store_false')
    ap.add_argument('--remarks', dest='remarks', action='store_true',
                    default=None, help='pass -Rpass-missed=omp2ocl and check '
                    'missed= (default: when the compiler name contains omp2ocl)')
    ap.add_argument('--no-remarks', dest='remarks', action='store_false')
    ap.add_argument('--translator-flags', type=shlex.split, default=[],
                    help='extra flags for the build under test only, e.g. '
                    '--translator-flags=-fno-global-index-reorder (omp2ocl-cc '
                    'forwards -fno-<pass> to the translator)')
    ap.add_argument('programs', nargs='+', metavar='PROGRAM')
    opts = ap.parse_args(argv)
    opts.workdir = os.path.abspath(opts.workdir)
    os.makedirs(opts.workdir, exist_ok=True)

    def one(program):
        try:
            return test_program(program, opts)
        except (ValueError, OSError) as e:
            return False, 'harness error: %s' % e

    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max(1, opts.jobs)) as pool:
        futures = [(p, pool.submit(one, p)) for p in opts.programs]
        for program, fut in futures:
            ok, reason = fut.result()
            label = os.path.basename(os.path.abspath(program).rstrip('/'))
            if label.endswith('.c'):
                label = label[:-2]
            if ok:
                passed += 1
                print('PASS %s' % label, flush=True)
            else:
                failed += 1
                print('FAIL %s: %s' % (label, reason), flush=True)
    print('%d passed, %d failed' % (passed, failed), flush=True)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
