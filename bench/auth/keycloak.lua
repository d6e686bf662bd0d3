-- Keycloak's token endpoint with grant_type=client_credentials, for a confidential client whose
-- client_credentials.use_refresh_token is on: every answer carries a refresh token, as Larder's grants do.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
wrk.body = "grant_type=client_credentials&client_id=bench&client_secret=bench-client-secret"
