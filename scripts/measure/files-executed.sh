#!/bin/bash
# Which source files one `phasekit chart URL` executes, per module: a measure of how hard a
# request is to follow. Usage: scripts/measure/files-executed.sh CHECKOUT, after
#   swift build --product phasekit -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping
# in CHECKOUT, with a static server on port 18777 serving sample-weather.csv
# (`python3 -m http.server 18777` in a folder holding a copy of it).
cd "$1"
B=.build/debug/phasekit
rm -f /tmp/pk-*.profraw
HOME=$(mktemp -d) LLVM_PROFILE_FILE=/tmp/pk-%p.profraw $B chart http://127.0.0.1:18777/sample-weather.csv --out /tmp/cross.svg > /dev/null 2>&1
"$(dirname "$(realpath "$(command -v swift)")")/llvm-profdata" merge -o /tmp/pk.profdata /tmp/pk-*.profraw
"$(dirname "$(realpath "$(command -v swift)")")/llvm-cov" export $B -instr-profile=/tmp/pk.profdata -summary-only 2>/dev/null | python3 -c '
import json,sys,collections
d=json.load(sys.stdin)
files=[f for f in d["data"][0]["files"] if f["summary"]["lines"]["covered"]>0 and "/Sources/" in f["filename"]]
per=collections.Counter(f["filename"].split("/Sources/")[1].split("/")[0] for f in files)
lines=sum(f["summary"]["lines"]["count"] for f in files)
print("files executed:",len(files),"lines in them:",lines, dict(per))
'
