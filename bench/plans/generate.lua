-- POST /v1beta/meal-plans/{id}/generate of a 28-day, 3-slot plan, each request on its own empty plan
-- (BENCH_PLAN_FILE: "token plan_id" per line, made by setup.py plans) with its own seed. A run that needs more
-- plans than the file has reuses them (a full plan generates nothing): run.sh checks that none was.
local plans = {}
for line in io.lines(os.getenv("BENCH_PLAN_FILE")) do
  local token, plan = line:match("(%S+) (%S+)")
  plans[#plans + 1] = {token, plan}
end
local body = '{"slots":["breakfast","lunch","dinner"],"seed":%d}'
local counter = 0
-- Each thread takes every BENCH_THREADS-th entry from its own offset: a thread's Lua state does not see the counter
-- that setup() moves, so the stride comes from the environment (run.sh and lib.sh use BENCH_THREADS, default 2).
local threads = tonumber(os.getenv("BENCH_THREADS") or "2")

function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
end

function init(args)
  i = id
end

function request()
  local plan = plans[(i % #plans) + 1]
  i = i + threads
  return wrk.format("POST", "/v1beta/meal-plans/" .. plan[2] .. "/generate", {["Authorization"] = "Bearer " .. plan[1],
    ["Content-Type"] = "application/json"}, body:format(i))
end
