-- POST /v1beta/auth/access_token with grant_type=refresh_token, each request spending the newest refresh token
-- of one of the families prepared beforehand (the normal rotation path, not the grace-period path).
local client = os.getenv("BENCH_CLIENT_ID")
local queue = {}
local prepared = {}
for token in io.lines(os.getenv("BENCH_REFRESH_TOKENS")) do
  prepared[#prepared + 1] = token
end
local next_thread = 0

function setup(thread)
  next_thread = next_thread + 1
  thread:set("id", next_thread)
end

function init(args)
  local threads = tonumber(os.getenv("BENCH_THREADS") or "2")
  for i = id, #prepared, threads do
    queue[#queue + 1] = prepared[i]
  end
end

function request()
  local token = table.remove(queue, 1) or prepared[1]
  return wrk.format("POST", nil, {["Content-Type"] = "application/json"},
    '{"client_id":"' .. client .. '","grant_type":"refresh_token","refresh_token":"' .. token .. '"}')
end

function response(status, headers, body)
  local token = body:match('"refresh_token":"([^"]+)"')
  if token then
    queue[#queue + 1] = token
  end
end
