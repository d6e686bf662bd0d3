# Sourced by Larder's scripts: sets JAVA_HOME to a JDK of version 21 or later, and puts it first on PATH.
# Order: $JAVA_HOME, the java on PATH, then the JDKs installed in the usual places (newest first).

_larder_java_major() {
  local v
  v=$("$1/bin/java" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2; exit}')
  echo "${v%%.*}"
}

_larder_pick_jdk() {
  local candidates=() c major
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
  if command -v java >/dev/null 2>&1; then
    c=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
    candidates+=("$c")
  fi
  for c in $(ls -d /usr/lib/jvm/* /usr/java/* /opt/java/* /opt/jdk* "$HOME"/.sdkman/candidates/java/* \
      /Library/Java/JavaVirtualMachines/*/Contents/Home 2>/dev/null | sort -Vr); do
    candidates+=("$c")
  done
  for c in "${candidates[@]}"; do
    [ -x "$c/bin/javac" ] || continue
    major=$(_larder_java_major "$c")
    if [ -n "$major" ] && [ "$major" -ge 21 ] 2>/dev/null; then
      echo "$c"
      return 0
    fi
  done
  return 1
}

if ! _larder_jdk=$(_larder_pick_jdk); then
  echo "Larder needs a JDK of version 21 or later; none was found. Install one, or set JAVA_HOME." >&2
  exit 1
fi
export JAVA_HOME="$_larder_jdk"
export PATH="$JAVA_HOME/bin:$PATH"
unset _larder_jdk
