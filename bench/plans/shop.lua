-- POST /v1beta/meal-plans/{id}/shopping of a week of 21 meals onto a list that holds 200 hand-added items
-- (BENCH_SHOP_FILE: "token plan_id list_id" per line, made by setup.py shop). BENCH_SHOP_MODE=first takes a new
-- list for every request (the plan's items are added: the real work); "again" shops the first 16 lists
-- round and round (the list already matches the plan: what a second tap costs).
local lists = {}
for line in io.lines(os.getenv("BENCH_SHOP_FILE")) do
  local token, plan, list = line:match("(%S+) (%S+) (%S+)")
  lists[#lists + 1] = {token, plan, list}
end
local again = os.getenv("BENCH_SHOP_MODE") == "again"
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
  local target = lists[(i % #lists) + 1]
  if again then
    target = lists[(i % 16) + 1]
  end
  i = i + threads
  return wrk.format("POST", "/v1beta/meal-plans/" .. target[2] .. "/shopping", {["Authorization"] = "Bearer "
    .. target[1], ["Content-Type"] = "application/json"}, '{"list_id":"' .. target[3] .. '"}')
end
