-- GET /v1beta/feed?after=: the second page of threads started before the run, each with its owner's token.
local pairs_ = {}
for line in io.lines(os.getenv("BENCH_FEED_CURSORS")) do
  local token, cursor = line:match("^(%S+) (%S+)$")
  if token then
    pairs_[#pairs_ + 1] = {token, cursor}
  end
end
local i = 0

function request()
  i = i + 1
  local p = pairs_[(i % #pairs_) + 1]
  return wrk.format("GET", "/v1beta/feed?limit=20&after=" .. p[2], {["Authorization"] = "Bearer " .. p[1]})
end
