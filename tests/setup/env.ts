// Every test process runs with a test configuration; no test touches data/.
process.env.NODE_ENV = 'test'
process.env.SITE_URL ??= 'https://www.example.test'
process.env.DATA_DIR ??= '.tmp/test-data'
delete process.env.DATABASE_URL
