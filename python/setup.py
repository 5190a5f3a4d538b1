# SPDX-License-Identifier: MIT
"""The wheel holds native files (the loadable module and the CLI), so it
is a platform wheel, installed where platform code goes; it uses no
Python C API, so any Python 3 will do: its tag is py3-none-<platform>."""
from setuptools import setup
from setuptools.dist import Distribution
from wheel.bdist_wheel import bdist_wheel


class NativeDistribution(Distribution):
    def has_ext_modules(self):
        return True


class NativeWheel(bdist_wheel):
    def get_tag(self):
        _, _, platform = super().get_tag()
        return "py3", "none", platform


setup(distclass=NativeDistribution, cmdclass={"bdist_wheel": NativeWheel})
