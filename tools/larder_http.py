"""One JSON request to a Larder node, for the Python checks (tools/serves.py, bench/cluster/check.py)."""
import json
import urllib.error
import urllib.request


def call(base, method, path, bearer=None, body=None, headers=None):
    """Answers (status, body as JSON, or as text when it is not JSON); an HTTP error status is an answer too."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method=method)
    if bearer:
        request.add_header("Authorization", "Bearer " + bearer)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read() or b"null")
    except urllib.error.HTTPError as error:
        text = error.read().decode(errors="replace")
        try:
            return error.code, json.loads(text)
        except ValueError:
            return error.code, text
