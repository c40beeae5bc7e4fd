#!/usr/bin/env python3
"""Self-test of run_e2e.py: its comparison rules, header parsing and profile
parsing, and whole runs against a fake compiler that misbehaves on request."""

import io
import contextlib
import os
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import run_e2e  # noqa: E402

FAKE_CC = os.path.join(HERE, 'fake-omp2ocl-cc')
PROG = os.path.join(HERE, 'prog.c')


class CompareTest(unittest.TestCase):
    def spec(self, tol=run_e2e.DEFAULT_TOL, abstol=0.0):
        s = run_e2e.Spec()
        s.tolerance = tol
        s.abstol = abstol
        return s

    def test_identical(self):
        self.assertIsNone(run_e2e.compare_outputs('a 1 2.5e+00\n', 'a 1 2.5e+00\n', self.spec()))

    def test_integers_exact(self):
        self.assertIsNotNone(run_e2e.compare_outputs('n 1000000000000\n', 'n 1000000000001\n',
                                                     self.spec(tol=1e-3)))

    def test_float_tolerance(self):
        ref, got = 'x 1.000000000000e+00\n', 'x 1.000000001000e+00\n'
        self.assertIsNotNone(run_e2e.compare_outputs(ref, got, self.spec()))
        self.assertIsNone(run_e2e.compare_outputs(ref, got, self.spec(tol=1e-8)))

    def test_number_inside_word(self):
        self.assertIsNone(run_e2e.compare_outputs('sum=1.0000000000001', 'sum=1.0', self.spec()))
        self.assertIsNotNone(run_e2e.compare_outputs('sum=1.5', 'sum=1.6', self.spec()))
        self.assertIsNotNone(run_e2e.compare_outputs('sum=1.5', 'sun=1.5', self.spec()))

    def test_identifier_digits_are_text(self):
        self.assertEqual(run_e2e.tokenize('u2'), [('t', 'u2')])
        self.assertIsNotNone(run_e2e.compare_outputs('u2 1', 'u3 1', self.spec(tol=1.0)))

    def test_text_and_line_count(self):
        self.assertIsNotNone(run_e2e.compare_outputs('a b\n', 'a c\n', self.spec()))
        self.assertIsNotNone(run_e2e.compare_outputs('a\nb\n', 'a\n', self.spec()))
        self.assertIsNotNone(run_e2e.compare_outputs('a\n', 'a\nb\n', self.spec()))
        self.assertIsNotNone(run_e2e.compare_outputs('a 1 2\n', 'a 1\n', self.spec()))

    def test_zero_and_abstol(self):
        self.assertIsNotNone(run_e2e.compare_outputs('0.0', '1e-20', self.spec()))
        self.assertIsNone(run_e2e.compare_outputs('0.0', '1e-20', self.spec(abstol=1e-15)))

    def test_nan(self):
        self.assertIsNone(run_e2e.compare_outputs('nan', 'nan', self.spec()))
        self.assertIsNotNone(run_e2e.compare_outputs('nan', '1.0', self.spec()))

    def test_kernel_count_last_line(self):
        err = ('omp2ocl-profile: k1 kernels=3\nnoise kernels=99\n'
               'omp2ocl-profile: total kernels=7 bytes=10\n')
        self.assertEqual(run_e2e.kernel_count(err), 7)
        self.assertIsNone(run_e2e.kernel_count('kernels=5\n'))

    def test_h2d_bytes_last_line(self):
        err = ('omp2ocl-profile: device=x kernels=3 h2d_bytes=10 d2h_bytes=4\n'
               'omp2ocl-profile: device=x kernels=7 h2d_bytes=1024 d2h_bytes=8\n')
        self.assertEqual(run_e2e.h2d_bytes(err), 1024)
        self.assertIsNone(run_e2e.h2d_bytes('h2d_bytes=5\n'))

    def test_headers(self):
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, 'x.c')
            with open(p, 'w') as f:
                f.write('// omp2ocl-test: tolerance=1e-9\n'
                        '// omp2ocl-test: offload=0\n'
                        '// omp2ocl-test: missed="calls \'printf\'"\n'
                        '// omp2ocl-test: args=3 "a b"\n'
                        '// omp2ocl-test: h2d-max=4096\n'
                        '// omp2ocl-test: d2h-max=64\n'
                        '// omp2ocl-test: translator-flags=-fassociative-math\n'
                        'int main(void) { return 0; }\n')
            s = run_e2e.parse_headers([p])
            self.assertEqual((s.tolerance, s.offload, s.missed, s.args, s.h2d_max,
                              s.d2h_max, s.translator_flags),
                             (1e-9, 0, ["calls 'printf'"], ['3', 'a b'], 4096, 64,
                              ['-fassociative-math']))
            with open(p, 'w') as f:
                f.write('// omp2ocl-test: tolerence=1e-9\n')
            with self.assertRaises(ValueError):
                run_e2e.parse_headers([p])


class WholeRunTest(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp(prefix='e2e-selftest-')
        self.saved = {k: os.environ.get(k)
                      for k in ('FAKE_REMARK', 'FAKE_KERNELS', 'FAKE_DEFINE', 'FAKE_H2D')}

    def tearDown(self):
        for k, v in self.saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        shutil.rmtree(self.work, ignore_errors=True)

    def run_harness(self, extra=(), remark="loop kept on the host: calls 'printf'",
                    kernels='2', define=None, h2d=None, prog=PROG):
        for key, val in (('FAKE_REMARK', remark), ('FAKE_KERNELS', kernels),
                         ('FAKE_DEFINE', define), ('FAKE_H2D', h2d)):
            if val is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = val
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = run_e2e.main(['--cc', FAKE_CC, '--workdir', self.work] + list(extra) + [prog])
        return rc, out.getvalue()

    def test_pass(self):
        rc, out = self.run_harness()
        self.assertEqual(rc, 0, out)
        self.assertTrue(out.endswith('1 passed, 0 failed\n'), out)

    def test_too_few_kernels(self):
        rc, out = self.run_harness(kernels='1')
        self.assertEqual(rc, 1)
        self.assertIn('kernels=1', out)
        self.assertTrue(out.endswith('0 passed, 1 failed\n'), out)

    def test_missing_profile(self):
        rc, out = self.run_harness(kernels=None)
        self.assertEqual(rc, 1)
        self.assertIn('no omp2ocl-profile line', out)
        rc, out = self.run_harness(['--no-expect-profile'], kernels=None)
        self.assertEqual(rc, 0, out)

    def test_missing_remark(self):
        rc, out = self.run_harness(remark='loop offloaded')
        self.assertEqual(rc, 1)
        self.assertIn('missed remark', out)

    def test_wrong_output(self):
        rc, out = self.run_harness(define='PERTURB=1e-9')
        self.assertEqual(rc, 1)
        self.assertIn('output mismatch', out)
        rc, out = self.run_harness(define='OFF_BY_ONE')
        self.assertEqual(rc, 1)

    def test_translator_flags_reach_the_build_under_test_only(self):
        rc, out = self.run_harness(['--translator-flags=-DPERTURB=1e-9'])
        self.assertEqual(rc, 1)
        self.assertIn('output mismatch', out)
        rc, out = self.run_harness(['--translator-flags', '-O1 -DUNUSED'])
        self.assertEqual(rc, 0, out)

    def test_exit_code(self):
        rc, out = self.run_harness(define='FAIL_EXIT')
        self.assertEqual(rc, 1)
        self.assertIn('exited with 3', out)

    def test_h2d_max(self):
        # prog.c with an h2d-max header; the fake profile line reports FAKE_H2D.
        prog = os.path.join(self.work, 'prog_h2d.c')
        with open(PROG) as f:
            text = f.read()
        with open(prog, 'w') as f:
            f.write('// omp2ocl-test: h2d-max=4096\n' + text)
        rc, out = self.run_harness(h2d='5000', prog=prog)
        self.assertEqual(rc, 1)
        self.assertIn('h2d_bytes=5000, expected at most 4096', out)
        rc, out = self.run_harness(h2d='4096', prog=prog)
        self.assertEqual(rc, 0, out)
        rc, out = self.run_harness(prog=prog)  # no h2d_bytes= printed
        self.assertEqual(rc, 1)
        self.assertIn('no h2d_bytes=', out)

    def test_d2h_max(self):
        prog = os.path.join(self.work, 'prog_d2h.c')
        with open(PROG) as f:
            text = f.read()
        with open(prog, 'w') as f:
            f.write('// omp2ocl-test: d2h-max=100\n' + text)
        rc, out = self.run_harness(h2d='101', prog=prog)
        self.assertEqual(rc, 1)
        self.assertIn('d2h_bytes=101, expected at most 100', out)
        rc, out = self.run_harness(h2d='100', prog=prog)
        self.assertEqual(rc, 0, out)

    def test_openmp_mode_rejects_kernels(self):
        rc, out = self.run_harness(['--mode', 'openmp'], kernels='2')
        self.assertEqual(rc, 1)
        self.assertIn('OMP2OCL_DEVICE=openmp', out)
        rc, out = self.run_harness(['--mode', 'openmp'], kernels='0')
        self.assertEqual(rc, 0, out)


if __name__ == '__main__':
    unittest.main()
