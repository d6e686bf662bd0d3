-- GET /v1beta/feed: the first page of a new thread for each request, users in turn.
local tokens = {}
for token in io.lines(os.getenv("BENCH_ACCESS_TOKENS")) do
  tokens[#tokens + 1] = token
end
local i = 0

function request()
  i = i + 1
  return wrk.format("GET", "/v1beta/feed?limit=20", {["Authorization"] = "Bearer " .. tokens[(i % #tokens) + 1]})
end
