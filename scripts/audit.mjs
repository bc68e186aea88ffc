// `npm audit` of the production dependencies (issue 9): exit 1 on any high or critical advisory,
// exit 2 when the registry cannot answer audits (some mirrors refuse the bulk advisory endpoint with
// 405), so the caller can report "not checked" instead of a pass.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
});
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(
    `npm audit gave no report: ${result.stderr || result.error?.message || 'no output'}`,
  );
  process.exit(2);
}
if (report.statusCode || report.error) {
  console.error(
    `npm audit could not be checked: ${report.message ?? report.error?.summary ?? 'registry error'}`,
  );
  process.exit(2);
}
const counts = report.metadata?.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
for (const [name, advisory] of Object.entries(report.vulnerabilities ?? {})) {
  if (advisory.severity === 'high' || advisory.severity === 'critical')
    console.error(`  ${advisory.severity}: ${name} (${advisory.range})`);
}
process.exit(serious > 0 ? 1 : 0);
