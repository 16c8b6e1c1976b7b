"""A regular (not editable) install of this tree, as a player's would be, for the commands'
figures: a virtual environment of its own holding the app's wheel and the one library the
commands use (`mahjong`, copied from the environment running the benchmarks).

    python benchmarks/regular_install.py FOLDER     # makes it and prints its python
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPIED = ("mahjong",)
"""What the commands import from outside the standard library."""


def make(folder: Path) -> Path:
    """A fresh virtual environment in `folder` with this tree installed in it (built as a wheel,
    not linked back to the tree); its python."""
    shutil.rmtree(folder, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True)
    python = folder / "bin" / "python"
    # The wheel is built here, with the setuptools installed here, so nothing is fetched; pip
    # then installs it into the new environment, run on that environment's interpreter.
    wheels = folder / "wheels"
    pip = [sys.executable, "-m", "pip", "--quiet"]
    build = [*pip, "wheel", "--no-deps", "--no-build-isolation", "-w", str(wheels), str(ROOT)]
    subprocess.run(build, check=True, capture_output=True)
    (wheel,) = wheels.glob("*.whl")
    install = [*pip, "--python", str(python), "install", "--no-deps", str(wheel)]
    subprocess.run(install, check=True, capture_output=True)
    for left in ROOT.glob("build/[lb][id]*"):  # what the wheel's build left: lib, bdist.*
        shutil.rmtree(left, ignore_errors=True)
    site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    )
    here = Path(sysconfig.get_path("purelib"))
    for name in COPIED:
        for file in metadata.distribution(name).files or ():
            source = Path(file.locate())
            if source.is_file() and here in source.parents:
                target = site / source.relative_to(here)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target)
    return python


if __name__ == "__main__":
    print(make(Path(sys.argv[1])))
