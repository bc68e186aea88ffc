import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { FRONT_END_APPS, REMOTES } from '@ageless/contracts';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  restart?: string;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const composeText = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const envExample = readFileSync(join(root, '.env.example'), 'utf8');
const exampleValues = Object.fromEntries(
  envExample
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

// Compose's own interpolation rules, enough for ${VAR}, ${VAR:-default}, ${VAR:?message} and $$.
function interpolate(text: string, env: Record<string, string>): string {
  return text
    .replace(
      /\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g,
      (_all, name: string, op?: string, arg?: string) => {
        const value = env[name];
        if (value !== undefined && value !== '') return value;
        if (op === '?') throw new Error(`required variable ${name} is missing: ${arg}`);
        return op === '-' ? (arg ?? '') : '';
      },
    )
    .replace(/\$\$/g, '$');
}

const compose = parse(interpolate(composeText, exampleValues), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const longRunning = Object.entries(services).filter(([name]) => name !== 'migrate');

describe('docker-compose.yml', () => {
  it('brings up PostgreSQL, Redis, the API with its migrations, the host, every remote and the widget', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'migrate', 'postgres', 'redis', ...FRONT_END_APPS.map((app) => app.folder)].sort(),
    );
  });

  it('builds every service from a Dockerfile that exists, or names an image', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.image ?? service.build).toBeDefined();
      if (service.build) {
        expect(existsSync(join(root, service.build.context, service.build.dockerfile))).toBe(true);
        if (service.build.dockerfile.endsWith('web.Dockerfile')) {
          expect(existsSync(join(root, service.build.args?.APP ?? '', 'package.json'))).toBe(true);
          expect(service.build.args?.APP).toBe(name);
        }
      }
    }
  });

  it('gives every long-running service a health check and a restart policy', () => {
    for (const [, service] of longRunning) {
      expect(service.healthcheck?.test.length).toBeGreaterThan(0);
      expect(service.restart).toBe('unless-stopped');
    }
  });

  it('publishes each front end and the API on its own host port', () => {
    const hostPorts = Object.values(services).flatMap((s) =>
      (s.ports ?? []).map((p) => p.split(':')[0]),
    );
    expect(new Set(hostPorts).size).toBe(hostPorts.length);
    expect(services.api!.ports).toHaveLength(1);
    // Each front end on the port the one list gives it (packages/contracts/src/front-ends.json).
    for (const app of FRONT_END_APPS) {
      expect(services[app.folder]!.ports).toEqual([`${app.composePort}:8080`]);
    }
  });

  it('depends only on services that exist, and starts the API after migrations succeeded', () => {
    for (const service of Object.values(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect(services[dependency]).toBeDefined();
    }
    expect(services.api!.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(services.migrate!.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(services.migrate!.command).toEqual(['node', 'api/dist/database/migrate.main.js']);
    expect(services.api!.environment?.RUN_MIGRATIONS).toBe('false');
  });

  it('keeps PostgreSQL data in a named volume', () => {
    expect(services.postgres!.volumes?.[0]).toMatch(/^pgdata:/);
    expect(compose.volumes).toHaveProperty('pgdata');
  });

  it('takes ADMIN_TOKEN and CORS_ORIGINS from .env, and refuses to start without the secrets', () => {
    expect(services.api!.environment?.ADMIN_TOKEN).toBe(exampleValues.ADMIN_TOKEN);
    expect(services.api!.environment).toHaveProperty('CORS_ORIGINS');
    expect(() => interpolate(composeText, { ...exampleValues, ADMIN_TOKEN: '' })).toThrow(
      /ADMIN_TOKEN/,
    );
    expect(() => interpolate(composeText, { ...exampleValues, POSTGRES_PASSWORD: '' })).toThrow(
      /POSTGRES_PASSWORD/,
    );
  });

  it('gives the host a remotes manifest with a version for every remote', () => {
    const manifest = JSON.parse(services['host-shell']!.environment!.REMOTES_MANIFEST!) as {
      contract: number;
      remotes: Record<string, { name: string; entry: string; version: string }>;
    };
    expect(Object.keys(manifest.remotes).sort()).toEqual(REMOTES.map((r) => r.key).sort());
    for (const remote of REMOTES) {
      const entry = manifest.remotes[remote.key]!;
      expect(entry.name).toBe(remote.name);
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(entry.entry).toBe(`http://localhost:${remote.composePort}/mf-manifest.json`);
    }
    // The host's server lets the page load each remote's files from its own port.
    const allowed = services['host-shell']!.environment!.ALLOWED_ORIGINS!.split(',');
    expect(allowed.sort()).toEqual(
      REMOTES.map((remote) => `http://localhost:${remote.composePort}`).sort(),
    );
  });

  const dockerCompose = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
  (dockerCompose.status === 0 ? it : it.skip)(
    'passes `docker-compose config` (Debian docker-compose)',
    () => {
      const result = spawnSync(
        'docker-compose',
        [
          '-f',
          join(root, 'docker-compose.yml'),
          '--env-file',
          join(root, '.env.example'),
          'config',
          '-q',
        ],
        {
          encoding: 'utf8',
          cwd: root,
        },
      );
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );
});

describe('Dockerfiles', () => {
  const dockerfiles = ['deploy/docker/api.Dockerfile', 'deploy/docker/web.Dockerfile'];

  it.each(dockerfiles)(
    '%s is multi-stage, runs as a non-root user and has a health check',
    (file) => {
      const text = readFileSync(join(root, file), 'utf8');
      expect(text.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
      const finalStage = text.slice(text.lastIndexOf('\nFROM '));
      expect(finalStage).toMatch(/^USER (node|\d{3,})$/m);
      expect(finalStage).toMatch(/^HEALTHCHECK /m);
      expect(finalStage).toMatch(/^CMD \[/m);
    },
  );

  it('keeps build output and secrets out of the build context', () => {
    const ignore = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignore).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.env', '.git']));
  });
});
