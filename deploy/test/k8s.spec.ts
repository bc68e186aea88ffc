import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { FRONT_END_APPS, REMOTES, WIDGET_APP } from '@ageless/contracts';

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  [key: string]: unknown;
}

interface Container {
  name: string;
  image: string;
  command?: string[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
  resources?: { requests?: unknown; limits?: unknown };
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
}

interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean };
  containers: Container[];
}

const dir = fileURLToPath(new URL('../k8s', import.meta.url));
const kustomization = parseAllDocuments(
  readFileSync(join(dir, 'kustomization.yaml'), 'utf8'),
)[0]!.toJS() as {
  resources: string[];
};
const manifests: Manifest[] = kustomization.resources.flatMap((file) =>
  parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => doc.toJS() as Manifest),
);
const byKind = (kind: string): Manifest[] => manifests.filter((m) => m.kind === kind);
const podSpec = (m: Manifest): PodSpec => (m.spec as { template: { spec: PodSpec } }).template.spec;
const podLabels = (m: Manifest): Record<string, string> =>
  (m.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata
    .labels;

function matches(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}

describe('Kubernetes manifests (deploy/k8s)', () => {
  it('lists every manifest file in the kustomization', () => {
    const files = readdirSync(dir).filter(
      (f) => f.endsWith('.yaml') && f !== 'kustomization.yaml' && !f.includes('example'),
    );
    expect([...kustomization.resources].sort()).toEqual(files.sort());
  });

  it.each(
    manifests
      .filter((m) => !m.apiVersion.includes('cnpg.io'))
      .map((m) => [`${m.kind} ${m.metadata.name}`, m] as const),
  )('%s is valid against the Kubernetes API schema', async (_name, manifest) => {
    const group = manifest.apiVersion;
    const module = (await import(`kubernetes-models/${group}/${manifest.kind}`)) as Record<
      string,
      new (data: unknown) => { validate(): void }
    >;
    const Model = module[manifest.kind]!;
    expect(() => new Model(manifest).validate()).not.toThrow();
  });

  it('runs PostgreSQL through the CloudNativePG operator, not a hand-rolled StatefulSet', () => {
    const [cluster] = manifests.filter(
      (m) => m.apiVersion === 'postgresql.cnpg.io/v1' && m.kind === 'Cluster',
    );
    expect(cluster).toBeDefined();
    expect((cluster!.spec as { instances: number }).instances).toBeGreaterThanOrEqual(2);
    expect(byKind('StatefulSet')).toHaveLength(0);
    // The operator's app secret is `<cluster>-app` with key `uri`; the API and the Job read it.
    const secretName = `${cluster!.metadata.name}-app`;
    for (const workload of [...byKind('Deployment'), ...byKind('Job')].filter((m) =>
      /api|migrate/.test(m.metadata.name),
    )) {
      const env = podSpec(workload).containers[0]!.env ?? [];
      expect(env.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual({
        name: secretName,
        key: 'uri',
      });
    }
  });

  it('probes the API for readiness on /readyz and liveness on /healthz', () => {
    const api = byKind('Deployment').find((m) => m.metadata.name === 'ageless-api')!;
    const container = podSpec(api).containers[0]!;
    expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
  });

  it('gives every Deployment probes, resources and a non-root user', () => {
    for (const deployment of byKind('Deployment')) {
      const spec = podSpec(deployment);
      expect(spec.securityContext?.runAsNonRoot).toBe(true);
      for (const container of spec.containers) {
        expect(container.readinessProbe).toBeDefined();
        expect(container.livenessProbe).toBeDefined();
        expect(container.resources?.requests).toBeDefined();
        expect(container.resources?.limits).toBeDefined();
      }
    }
  });

  it('runs every front end of the list as a Deployment of its own, served under its path', () => {
    for (const app of FRONT_END_APPS) {
      const deployment = byKind('Deployment').find(
        (m) => m.metadata.name === `ageless-${app.folder}`,
      );
      expect(deployment).toBeDefined();
      const container = podSpec(deployment!).containers[0]!;
      expect(container.image).toBe(`ageless/${app.folder}:latest`);
      const basePath = (container.env ?? []).find((e) => e.name === 'BASE_PATH') as
        { value?: string } | undefined;
      if (app.kind === 'remote') expect(basePath?.value).toBe(`/remotes/${app.folder}`);
      if (app.kind === 'widget') expect(basePath?.value).toBe(app.mount);
    }
  });

  it('points every Service at pods that exist', () => {
    for (const service of byKind('Service')) {
      const selector = (service.spec as { selector: Record<string, string> }).selector;
      expect(byKind('Deployment').some((d) => matches(selector, podLabels(d)))).toBe(true);
    }
  });

  it('routes the API, the host and every remote through the Ingress to existing Services and ports', () => {
    const [ingress] = byKind('Ingress');
    const paths = (
      ingress!.spec as {
        rules: {
          http: {
            paths: {
              path: string;
              backend: { service: { name: string; port: { number: number } } };
            }[];
          };
        }[];
      }
    ).rules[0]!.http.paths;
    const routed = Object.fromEntries(paths.map((p) => [p.path, p.backend.service]));
    for (const path of [
      '/api',
      '/',
      ...REMOTES.map((remote) => `/remotes/${remote.folder}`),
      WIDGET_APP.mount,
    ]) {
      expect(routed[path]).toBeDefined();
    }
    for (const remote of REMOTES) {
      expect(routed[`/remotes/${remote.folder}`]!.name).toBe(`ageless-${remote.folder}`);
    }
    for (const { name, port } of Object.values(routed)) {
      const service = byKind('Service').find((s) => s.metadata.name === name);
      expect(service).toBeDefined();
      expect((service!.spec as { ports: { port: number }[] }).ports.map((p) => p.port)).toContain(
        port.number,
      );
    }
  });

  it('autoscales the API and keeps one pod through voluntary disruptions', () => {
    const [hpa] = byKind('HorizontalPodAutoscaler');
    expect((hpa!.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name).toBe(
      'ageless-api',
    );
    const [pdb] = byKind('PodDisruptionBudget');
    const api = byKind('Deployment').find((m) => m.metadata.name === 'ageless-api')!;
    expect(
      matches(
        (pdb!.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels,
        podLabels(api),
      ),
    ).toBe(true);
  });

  it('runs migrations in a Job and keeps serving pods from running them', () => {
    const [job] = byKind('Job');
    expect(podSpec(job!).containers[0]!.command).toEqual([
      'node',
      'api/dist/database/migrate.main.js',
    ]);
    const [config] = byKind('ConfigMap');
    expect((config as unknown as { data: Record<string, string> }).data.RUN_MIGRATIONS).toBe(
      'false',
    );
  });
});
