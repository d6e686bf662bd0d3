-- POST of one fixed body (BENCH_BODY_FILE) to the URL wrk is given, one user access token after another: a 50-item
-- quote across 5 retailers (POST /v1beta/quotes) or a 50-item cart at one of them (POST /v1beta/carts).
local tokens = {}
for token in io.lines(os.getenv("BENCH_ACCESS_TOKENS")) do
  tokens[#tokens + 1] = token
end
local file = io.open(os.getenv("BENCH_BODY_FILE"))
local body = file:read("*a")
file:close()
local i = 0

function request()
  i = i + 1
  return wrk.format("POST", nil, {["Authorization"] = "Bearer " .. tokens[(i % #tokens) + 1],
    ["Content-Type"] = "application/json"}, body)
end
