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

function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
end

function init(args)
  i = id
  threads = counter
end

function request()
  local plan = plans[(i % #plans) + 1]
  i = i + threads
  return wrk.format("POST", "/v1beta/meal-plans/" .. plan[2] .. "/generate", {["Authorization"] = "Bearer " .. plan[1],
    ["Content-Type"] = "application/json"}, body:format(i))
end
