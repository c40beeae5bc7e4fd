#!/usr/bin/env python3
"""Correctness check of the training corpus (training/programs).

For every program of manifest.txt (or the ones named on the command line) it

  1. builds NAME.c with the compiler under test (--cc, normally omp2ocl-cc:
     translation, gcc, the runtime) as `CC -O2 -fopenmp -Rpass=omp2ocl
     -Rpass-missed=omp2ocl NAME.c -o NAME -lm`; the remarks are kept in
     WORKDIR/NAME/build.log,
  2. runs the smallest manifest size (or the one --size-index picks) twice:
     OMP2OCL_DEVICE=openmp and OMP2OCL_DEVICE=opencl (the latter with
     OMP2OCL_PROFILE=1),
  3. checks: both exit 0, each prints exactly one `checksum: VALUE` line, the
     two values agree within a relative --rtol (default 1e-6), and the last
     `omp2ocl-profile: ... choice=opencl kernels=N ...` stderr line of the
     OpenCL run has N > 0; with remarks, every kernel the compiler reports
     as offloaded appears in the run's per-kernel profile table (a loop
     whose launch falls back to OpenMP at run time fails the check).

It also checks the manifest itself: every NAME has a NAME.c, at least 4
sizes, no size listed twice; every .c file of the directory is listed.

Prints one line per program and a summary; exits 1 if anything failed.
Standard library only.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
MIN_SIZES = 4
CHECKSUM_RE = re.compile(r'^checksum:\s*(\S+)\s*$')
PROFILE_RE = re.compile(r'omp2ocl-profile:.*\bchoice=(\S+).*\bkernels=(\d+)')
OFFLOADED_RE = re.compile(r"remark: loop offloaded as .*? kernel '([A-Za-z_0-9]+)'")
LAUNCHED_RE = re.compile(r'^omp2ocl profile: \S+:([A-Za-z_0-9]+)\s+(\d+)\s')


def read_manifest(path):
    """[(name, [sizes], lineno)] in file order; raises ValueError on syntax."""
    entries = []
    with open(path, encoding='utf-8') as f:
        for lineno, line in enumerate(f, 1):
            line = line.split('#', 1)[0].strip()
            if not line:
                continue
            parts = line.split()
            if len(parts) != 2:
                raise ValueError('%s:%d: expected "NAME SIZES"' % (path, lineno))
            sizes = [s for s in parts[1].split(',')]
            if any(not s for s in sizes):
                raise ValueError('%s:%d: empty size' % (path, lineno))
            entries.append((parts[0], sizes, lineno))
    return entries


def lint_manifest(entries, progdir):
    """Problems with the manifest as a list of strings."""
    problems = []
    seen = set()
    for name, sizes, lineno in entries:
        if name in seen:
            problems.append('manifest:%d: %s listed twice' % (lineno, name))
        seen.add(name)
        if not os.path.isfile(os.path.join(progdir, name + '.c')):
            problems.append('manifest:%d: no %s.c' % (lineno, name))
        if len(sizes) < MIN_SIZES:
            problems.append('manifest:%d: %s has %d sizes (at least %d)'
                            % (lineno, name, len(sizes), MIN_SIZES))
        if len(set(sizes)) != len(sizes):
            problems.append('manifest:%d: %s lists a size twice' % (lineno, name))
    for fn in sorted(os.listdir(progdir)):
        if fn.endswith('.c') and fn[:-2] not in seen:
            problems.append('%s is not in the manifest' % fn)
    return problems


def run(cmd, cwd, env, timeout):
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
        return (p.returncode, p.stdout.decode('utf-8', 'replace'),
                p.stderr.decode('utf-8', 'replace'))
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b'').decode('utf-8', 'replace')
        err = (e.stderr or b'').decode('utf-8', 'replace')
        return None, out, err


def parse_checksum(stdout):
    """(value as float, text) or raises ValueError."""
    found = [m.group(1) for m in map(CHECKSUM_RE.match, stdout.splitlines()) if m]
    if len(found) != 1:
        raise ValueError('%d checksum lines' % len(found))
    try:
        return float(found[0]), found[0]
    except ValueError:
        raise ValueError('checksum %r is not a number' % found[0])


def close(a, b, rtol):
    if a == b:
        return True
    if a != a or b != b:  # nan
        return False
    return abs(a - b) <= rtol * max(abs(a), abs(b))


def profile_kernels(stderr):
    """(choice, kernels) of the last profile line, or None."""
    last = None
    for line in stderr.splitlines():
        m = PROFILE_RE.search(line)
        if m:
            last = (m.group(1), int(m.group(2)))
    return last


def write(path, text):
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)


def check_program(name, size, opts):
    """(ok, message)."""
    t0 = time.time()
    wdir = os.path.join(opts.workdir, name)
    os.makedirs(wdir, exist_ok=True)
    src = os.path.join(opts.progdir, name + '.c')
    exe = os.path.join(wdir, name)
    env = dict(os.environ)
    env.setdefault('OMP_WAIT_POLICY', 'passive')
    env['OMP2OCL_CACHE_DIR'] = os.path.join(opts.workdir, 'kernel-cache')
    for var in ('OMP2OCL_PROFILE', 'OMP2OCL_DEVICE'):
        env.pop(var, None)

    cmd = [opts.cc, '-O2', '-fopenmp']
    if opts.remarks:
        cmd += ['-Rpass=omp2ocl', '-Rpass-missed=omp2ocl']
    cmd += [src, '-o', exe, '-lm']
    rc, out, err = run(cmd, wdir, env, opts.build_timeout)
    write(os.path.join(wdir, 'build.log'), ' '.join(cmd) + '\n' + out + err)
    if rc != 0:
        lines = [l for l in err.splitlines() if 'error' in l] or err.splitlines()
        return False, 'build failed (%s): %s' % (
            'timeout' if rc is None else 'exit %d' % rc, lines[0] if lines else '')
    offloaded = OFFLOADED_RE.findall(err)
    missed = len([l for l in err.splitlines()
                  if 'remark: loop kept on the host' in l])

    results = {}
    for mode in ('openmp', 'opencl'):
        menv = dict(env)
        menv['OMP2OCL_DEVICE'] = mode
        if mode == 'opencl':
            menv['OMP2OCL_PROFILE'] = '1'
        rc, out, err = run([exe, size], wdir, menv, opts.run_timeout)
        write(os.path.join(wdir, mode + '.out'), out)
        write(os.path.join(wdir, mode + '.err'), err)
        if rc is None:
            return False, '%s run of size %s timed out' % (mode, size)
        if rc != 0:
            tail = err.strip().splitlines()[-1:] or ['']
            return False, '%s run of size %s exited %d: %s' % (mode, size, rc, tail[0])
        try:
            value, text = parse_checksum(out)
        except ValueError as e:
            return False, '%s run: %s' % (mode, e)
        results[mode] = (value, text, err)

    a, atext, _ = results['openmp']
    b, btext, err = results['opencl']
    if not close(a, b, opts.rtol):
        return False, 'checksums differ: openmp %s opencl %s' % (atext, btext)
    prof = profile_kernels(err)
    if prof is None:
        return False, 'opencl run printed no omp2ocl-profile line'
    choice, kernels = prof
    if choice != 'opencl':
        return False, 'opencl run ran %s (profile: choice=%s)' % (choice, choice)
    if kernels <= 0:
        return False, 'opencl run launched no kernel'
    launched = set(m.group(1) for m in map(LAUNCHED_RE.match, err.splitlines())
                   if m and int(m.group(2)) > 0)
    never = [k for k in offloaded if k not in launched]
    if never:
        return False, 'offloaded but never launched (ran as OpenMP): %s' % ', '.join(never)
    detail = 'size %s, checksum %s, kernels=%d' % (size, atext, kernels)
    if opts.remarks:
        detail += ', loops offloaded %d, kept on host %d' % (len(offloaded), missed)
    return True, '%s (%.1f s)' % (detail, time.time() - t0)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--cc', required=True, help='compiler under test (omp2ocl-cc)')
    ap.add_argument('--manifest', default=os.path.join(HERE, 'manifest.txt'))
    ap.add_argument('--workdir', help='where binaries and logs go (default: a temporary directory)')
    ap.add_argument('-j', '--jobs', type=int, default=2)
    ap.add_argument('--size-index', type=int, default=0, metavar='K',
                    help='run the K-th manifest size of each program (default 0, the '
                         'smallest; the last one if a program has fewer)')
    ap.add_argument('--rtol', type=float, default=1e-6)
    ap.add_argument('--run-timeout', type=float, default=120)
    ap.add_argument('--build-timeout', type=float, default=300)
    ap.add_argument('--no-remarks', dest='remarks', action='store_false',
                    help='do not pass -Rpass=omp2ocl -Rpass-missed=omp2ocl to the compiler')
    ap.add_argument('programs', nargs='*', help='names (default: the whole manifest)')
    opts = ap.parse_args(argv)

    opts.progdir = os.path.dirname(os.path.abspath(opts.manifest))
    opts.cc = os.path.abspath(opts.cc) if os.sep in opts.cc else opts.cc
    try:
        entries = read_manifest(opts.manifest)
    except (OSError, ValueError) as e:
        print('FAIL manifest: %s' % e)
        return 1
    failures = 0
    problems = lint_manifest(entries, opts.progdir)
    for p in problems:
        print('FAIL manifest: %s' % p)
    failures += len(problems)

    sizes = {name: s[min(opts.size_index, len(s) - 1)] for name, s, _ in entries}
    names = opts.programs or [name for name, _, _ in entries]
    unknown = [n for n in names if n not in sizes]
    for n in unknown:
        print('FAIL %s: not in the manifest' % n)
    failures += len(unknown)
    names = [n for n in names if n in sizes and os.path.isfile(
        os.path.join(opts.progdir, n + '.c'))]

    tmp = None
    if not opts.workdir:
        tmp = tempfile.TemporaryDirectory(prefix='omp2ocl-corpus-')
        opts.workdir = tmp.name
    opts.workdir = os.path.abspath(opts.workdir)
    os.makedirs(opts.workdir, exist_ok=True)

    t0 = time.time()
    passed = 0
    with concurrent.futures.ThreadPoolExecutor(max(1, opts.jobs)) as pool:
        futures = {n: pool.submit(check_program, n, sizes[n], opts) for n in names}
        for n in names:
            try:
                ok, msg = futures[n].result()
            except Exception as e:  # a harness bug: report it, keep going
                ok, msg = False, 'internal error: %r' % (e,)
            print('%s %s: %s' % ('PASS' if ok else 'FAIL', n, msg), flush=True)
            if ok:
                passed += 1
            else:
                failures += 1
    print('%d passed, %d failed (%.1f s, workdir %s)'
          % (passed, failures, time.time() - t0,
             '(temporary)' if tmp else opts.workdir))
    if tmp:
        tmp.cleanup()
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
