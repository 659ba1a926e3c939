#!/usr/bin/env bash
# Runs one fuzz target for $MUSTER_FUZZ_SECONDS (default 20; `make fuzz` gives 600) on its corpus.
#   run.sh FUZZER CORPUS_DIR ARTIFACT_DIR SEED_DIR...
set -euo pipefail
fuzzer=$1 corpus=$2 artifacts=$3
shift 3
mkdir -p "$corpus" "$artifacts"
exec "$fuzzer" -max_total_time="${MUSTER_FUZZ_SECONDS:-20}" -max_len=131072 -rss_limit_mb=2560 -timeout=20 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" "$@"
