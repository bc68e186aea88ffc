/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_END_APPS, matchRoute, REMOTES, ROUTES } from './front-ends.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('the one list of front ends and routes', () => {
  it('names each app once, with its own federation name and ports', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(FRONT_END_APPS.map((app) => app.folder))).toBe(true);
    expect(unique(FRONT_END_APPS.map((app) => app.composePort))).toBe(true);
    expect(unique(REMOTES.map((remote) => remote.key))).toBe(true);
    expect(unique(REMOTES.map((remote) => remote.name))).toBe(true);
    expect(unique(REMOTES.map((remote) => remote.devPort))).toBe(true);
  });

  it.each(FRONT_END_APPS.map((app) => [app.folder]))(
    '%s is a workspace of the repository',
    (folder) => {
      expect(existsSync(join(root, folder, 'package.json'))).toBe(true);
      const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
      expect(workspaces).toContain(folder);
    },
  );

  it.each(ROUTES.filter((route) => 'remote' in route).map((route) => [route.path, route]))(
    '%s shows a module its remote exposes',
    (_path, route) => {
      if (!('remote' in route)) return;
      const remote = REMOTES.find((candidate) => candidate.key === route.remote);
      expect(remote).toBeDefined();
      const config = readFileSync(join(root, remote!.folder, 'webpack.config.cjs'), 'utf8');
      expect(config).toContain(`'./${route.module}':`);
    },
  );

  it('matches paths to routes, with parameters and without a trailing slash', () => {
    expect(matchRoute('/')?.route.path).toBe('/');
    expect(matchRoute('/chat')?.route.path).toBe('/chat');
    expect(matchRoute('/matches/')?.route.path).toBe('/matches');
    expect(matchRoute('/matches/42')).toEqual({
      route: expect.objectContaining({ path: '/matches/:profileId' }),
      params: { profileId: '42' },
    });
    expect(matchRoute('/matches/42/blueprints/home-share')).toEqual({
      route: expect.objectContaining({ path: '/matches/:profileId/blueprints/:blueprintKey' }),
      params: { profileId: '42', blueprintKey: 'home-share' },
    });
    expect(matchRoute('/upgrade')?.route).toMatchObject({ path: '/upgrade', page: 'upgrade' });
  });

  it('knows no route for other paths (the 404 page)', () => {
    expect(matchRoute('/chat/more')).toBeUndefined();
    expect(matchRoute('/matches/1/2')).toBeUndefined();
    expect(matchRoute('/nowhere')).toBeUndefined();
  });
});
