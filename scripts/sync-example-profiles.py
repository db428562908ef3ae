#!/usr/bin/env python3
"""Copy each example network's profile into every config of its folder.

A network's profile lives in one place: the ```json block under the
"## Profile" heading of examples/<network>/README.md (or
examples/android/<network>/README.md), an object of adapter
class -> profile, next to the facts it was built from. Where one real test
needs the adapter to say something the shared profile cannot (DT Exchange's
present errors differ by cause, and a profile has one), the README's
"## Profile variants" block, an object of config file name -> a patch, says
so in the same place: the patch is merged into the profile for that config
(objects member by member, any other value replaced). mediate has no include
mechanism (a config is one self-contained file), so each config of the folder
carries a copy under `adapters`; this script writes those copies, and the
test suite (ExampleProfilesTests) fails when one differs from the README.

    scripts/sync-example-profiles.py          rewrite the copies (make examples)
    scripts/sync-example-profiles.py --check  exit 1 and name the configs that differ

Configs are written in one layout: a value goes on one line when it fits in
110 columns, else one member per line.
"""

import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
WIDTH = 110


def block(text: str, heading: str):
    match = re.search(r"^## " + heading + r"[ \t]*\n.*?^```json\n(.*?)^```", text, re.S | re.M)
    if match is None:
        return None
    return json.loads(match.group(1))


def merged(base, patch):
    if not isinstance(base, dict) or not isinstance(patch, dict):
        return patch
    out = dict(base)
    for key, value in patch.items():
        out[key] = merged(base[key], value) if key in base else value
    return out


def one_line(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def layout(value, indent: int = 0) -> str:
    flat = one_line(value)
    if not isinstance(value, (dict, list)) or indent + len(flat) <= WIDTH or not value:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        # A member's continuation lines indent from the member, not from its key.
        members = [pad + json.dumps(key, ensure_ascii=False) + ": " + layout(member, indent + 2)
                   for key, member in value.items()]
        return "{\n" + ",\n".join(members) + "\n" + " " * indent + "}"
    members = [pad + layout(member, indent + 2) for member in value]
    return "[\n" + ",\n".join(members) + "\n" + " " * indent + "]"


def synced(config: dict, profile: dict) -> dict:
    out = {}
    for key, value in config.items():
        out[key] = profile if key == "adapters" else value
    if "adapters" not in out:
        out["adapters"] = profile
    return out


def main(argv) -> int:
    check = "--check" in argv[1:]
    differing = []
    # A network's folder is examples/<network>/ (iOS) or examples/android/<network>/.
    readmes = sorted(list(EXAMPLES.glob("*/README.md")) + list(EXAMPLES.glob("android/*/README.md")))
    for readme in readmes:
        text = readme.read_text(encoding="utf-8")
        profile = block(text, "Profile")
        if profile is None:
            continue
        variants = block(text, "Profile variants") or {}
        for name in variants:
            if not (readme.parent / name).is_file():
                print(f"{readme.relative_to(ROOT)}: a profile variant for {name}, which is not a config of the folder")
                return 1
        for path in sorted(readme.parent.glob("*.json")):
            text = path.read_text(encoding="utf-8")
            config = json.loads(text)
            wanted = layout(synced(config, merged(profile, variants.get(path.name, {})))) + "\n"
            if wanted == text:
                continue
            differing.append(path.relative_to(ROOT))
            if not check:
                path.write_text(wanted, encoding="utf-8")
    for path in differing:
        print(("differs from its README's profile: " if check else "rewrote ") + str(path))
    return 1 if check and differing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
