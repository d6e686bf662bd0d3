-- GET /v1beta/users/me with user access tokens: the authenticated hot path (signature, expiry, revocation
-- registry and app in memory; one primary-key read of the user).
local tokens = {}
for token in io.lines(os.getenv("BENCH_ACCESS_TOKENS")) do
  tokens[#tokens + 1] = token
end
local i = 0

function request()
  i = i + 1
  return wrk.format("GET", nil, {["Authorization"] = "Bearer " .. tokens[(i % #tokens) + 1]})
end
