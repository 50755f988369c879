# Sourced by the test scripts. `require_debian_packages pkg...` installs what is
# missing with apt-get when it can (root, apt-get present), and otherwise fails
# naming what is missing: a suite is never skipped silently.
require_debian_packages() {
  local missing=()
  local pkg
  for pkg in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$pkg")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0

  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian packages: ${missing[*]}"
    # Serialise with other scripts installing at the same time.
    if ! flock /tmp/prospectory-apt.lock bash -c \
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null' \
      _ "${missing[@]}"; then
      echo "error: apt-get could not install: ${missing[*]}" >&2
      return 1
    fi
    return 0
  fi
  echo "error: missing Debian packages: ${missing[*]}" >&2
  echo "       install them with: sudo apt-get install ${missing[*]}" >&2
  return 1
}
