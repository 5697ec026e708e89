/**
 * Prometheus metrics of this process (issue #21 'Server metrics'), served at /api/metrics. Request and query
 * metrics are counted where they happen; pool, queue, worker and run figures are read when scraped
 * (modules/operations/metrics-service.ts). One registry per process: the collectors are created once and
 * every app instance in it (tests build many) adds to the same series.
 */
import client from 'prom-client';

export const registry = new client.Registry();
registry.setDefaultLabels({ service: 'agencyscout' });
client.collectDefaultMetrics({ register: registry, prefix: 'agencyscout_process_' });

export const httpRequests = new client.Counter({
  name: 'agencyscout_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: 'agencyscout_http_request_duration_seconds',
  help: 'HTTP request latency in seconds, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const queryDuration = new client.Histogram({
  name: 'agencyscout_db_query_duration_seconds',
  help: 'Database query time in seconds',
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const slowQueries = new client.Counter({
  name: 'agencyscout_db_slow_queries_total',
  help: 'Queries slower than SLOW_QUERY_MS',
  registers: [registry],
});

export const queryErrors = new client.Counter({
  name: 'agencyscout_db_query_errors_total',
  help: 'Queries that failed',
  registers: [registry],
});

export const poolConnections = new client.Gauge({
  name: 'agencyscout_db_pool_connections',
  help: "Connections of this process's database pool, by state (total, idle, waiting clients); pool = primary|replica",
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
});

export const poolMax = new client.Gauge({
  name: 'agencyscout_db_pool_max',
  help: 'Largest number of connections the pool opens',
  labelNames: ['pool'] as const,
  registers: [registry],
});

export const queueJobs = new client.Gauge({
  name: 'agencyscout_job_queue_jobs',
  help: 'pg-boss jobs by queue and state (created, retry, active, completed, cancelled, failed), whole cluster',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
});

export const workersAlive = new client.Gauge({
  name: 'agencyscout_job_workers_alive',
  help: 'Job-worker processes whose heartbeat is recent',
  registers: [registry],
});

export const workerHeartbeatAge = new client.Gauge({
  name: 'agencyscout_job_worker_heartbeat_age_seconds',
  help: 'Seconds since the most recent heartbeat of any job worker (-1: none ever)',
  registers: [registry],
});

export const operationRuns = new client.Gauge({
  name: 'agencyscout_operation_runs',
  help: 'Import and alert runs recorded by any process, by kind and outcome (only ever grows)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const alertEmails = new client.Gauge({
  name: 'agencyscout_alert_emails',
  help: 'Saved-search alert e-mails written, whole cluster (only ever grows)',
  registers: [registry],
});

export const sourcesByState = new client.Gauge({
  name: 'agencyscout_sources',
  help: 'Live job sources by state (active, paused, failing), whole cluster (issue #28)',
  labelNames: ['state'] as const,
  registers: [registry],
});

export const sourcePostingsOpen = new client.Gauge({
  name: 'agencyscout_source_postings_open',
  help: 'Postings open on the live job sources, whole cluster',
  registers: [registry],
});

export const sourcePollsLastHour = new client.Gauge({
  name: 'agencyscout_source_polls_last_hour',
  help: 'Polls of live job sources in the last hour by outcome (ok, unchanged, failed), whole cluster',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const sourcePostingChangesLastHour = new client.Gauge({
  name: 'agencyscout_source_postings_last_hour',
  help: 'Postings first seen (new) and closed by the polls of the last hour, whole cluster',
  labelNames: ['change'] as const,
  registers: [registry],
});

export const readsRouted = new client.Counter({
  name: 'agencyscout_db_reads_total',
  help: 'Search and list reads by the database that answered them (primary or replica)',
  labelNames: ['target'] as const,
  registers: [registry],
});

export const reportsSent = new client.Counter({
  name: 'agencyscout_error_reports_total',
  help: 'Server errors reported to the error-reporting service',
  registers: [registry],
});
