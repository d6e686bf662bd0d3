-- POST the 50-line body to BENCH_ANALYZE_PATH: /v1beta/items/analyze or /v1beta/nutrition/analyze, so that the
-- two are timed on the same lines in the same run.
local lines = dofile("bench/nutrition/lines.lua")
local path = os.getenv("BENCH_ANALYZE_PATH")
local i = 0

function request()
  i = i + 1
  return wrk.format("POST", path, {["Authorization"] = "Bearer " .. lines.tokens[(i % #lines.tokens) + 1],
    ["Content-Type"] = "application/json"}, lines.body)
end
