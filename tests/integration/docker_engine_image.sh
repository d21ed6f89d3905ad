#!/usr/bin/env bash
# scripts/docker-engine builds the test image once: built again from the same redis-server it
# keeps the image it has (same id, "up to date"), and no untagged image of its own is left
# behind. Before, every `up` imported a new image and left the last one untagged (17.6 MB a run).
# Under its own image name, removed at the end by id. No engine: skip (exit 77), or fail with
# REDLOCK_REQUIRE_DOCKER=1 (.ci/run).
set -euo pipefail
ROOT="$1"
if ! docker info >/dev/null 2>&1; then
  echo "no Docker engine answers (scripts/docker-engine up starts one)"
  [ "${REDLOCK_REQUIRE_DOCKER:-}" = 1 ] && exit 1
  exit 77
fi
export REDLOCK_DOCKER_IMAGE="redlock-lab/engine-image-test:$$"
cleanup() {
  local id
  id="$(docker image inspect -f '{{.Id}}' "$REDLOCK_DOCKER_IMAGE" 2>/dev/null || true)"
  [ -n "$id" ] && docker image rm "$id" >/dev/null
}
trap cleanup EXIT
ours() { docker images -q --filter label=org.redlock-lab.test-image=1 --filter dangling=true | wc -l; }

bash "$ROOT/scripts/docker-engine" image
first="$(docker image inspect -f '{{.Id}}' "$REDLOCK_DOCKER_IMAGE")"
out="$(bash "$ROOT/scripts/docker-engine" image)"
echo "$out"
second="$(docker image inspect -f '{{.Id}}' "$REDLOCK_DOCKER_IMAGE")"
if [ "$first" != "$second" ]; then
  echo "FAIL: the same sources gave a new image: $first, then $second"
  exit 1
fi
case "$out" in
  *"up to date"*) ;;
  *) echo "FAIL: the second build did not say the image was up to date"; exit 1 ;;
esac
if [ "$(ours)" != 0 ]; then
  echo "FAIL: untagged images of the script left behind:"
  docker images --filter label=org.redlock-lab.test-image=1 --filter dangling=true
  exit 1
fi
# The image runs what it was built for: the server answers its version.
docker run --rm --network none "$REDLOCK_DOCKER_IMAGE" redis-server --version | grep -q "Redis server v="
echo "PASS: one image, $first"
