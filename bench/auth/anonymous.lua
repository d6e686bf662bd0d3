-- POST /v1beta/auth/access_token with grant_type=anonymous: every request creates a user and a token family.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"client_id":"' .. os.getenv("BENCH_CLIENT_ID") .. '","grant_type":"anonymous"}'
