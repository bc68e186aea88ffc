import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// The API's modules depend on each other one way only (issue 28): a cycle hides which module owns
// what, and between files it can leave a class undefined while Nest or TypeORM decorates another.
// The boundaries themselves (through index.ts only) are kept by eslint.config.mjs.

const SRC = dirname(fileURLToPath(import.meta.url));

interface Import {
  from: string;
  to: string;
  /** Still there at run time: not `import type`, nor only `type` names. */
  runtime: boolean;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /(?<!\.d|\.spec)\.ts$/.test(entry.name) ? [path] : [];
  });
}

function isRuntime(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    return (
      !statement.isTypeOnly &&
      !(clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly))
    );
  }
  const clause = statement.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  const named = clause.namedBindings;
  return (
    !!clause.name ||
    !named ||
    !ts.isNamedImports(named) ||
    named.elements.some((e) => !e.isTypeOnly)
  );
}

/** Every relative import and re-export of the API's source (tests are not part of the app). */
function importsOf(files: readonly string[]): Import[] {
  return files.flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    return source.statements.flatMap((statement): Import[] => {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.'))
        return [];
      const to = join(dirname(file), specifier.text).replace(/\.js$/, '.ts');
      return [{ from: file, to, runtime: isRuntime(statement) }];
    });
  });
}

/** The module a file belongs to: its folder right under api/src, or `app` for the files there. */
const moduleOf = (file: string): string => {
  const parts = relative(SRC, file).split(sep);
  return parts.length > 1 ? parts[0]! : 'app';
};

/** The cycles of a graph: each strongly connected part of more than one node (Tarjan). */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) cycles.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function graphOf(edges: readonly [string, string][]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    if (from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
  }
  return graph;
}

describe('the API import graph', () => {
  const imports = importsOf(sourceFiles(SRC));

  it('finds a cycle where there is one', () => {
    const graph = graphOf([
      ['profiles', 'matching'],
      ['matching', 'connections'],
      ['connections', 'profiles'],
      ['connections', 'geo'],
    ]);
    expect(cyclesOf(graph)).toEqual([['connections', 'matching', 'profiles']]);
    expect(cyclesOf(graphOf([['matching', 'profiles']]))).toEqual([]);
  });

  it('reads the imports of the source', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports).toContainEqual({
      from: join(SRC, 'app.module.ts'),
      to: join(SRC, 'profiles/index.ts'),
      runtime: true,
    });
  });

  it('has no cycle between modules, type imports included', () => {
    const edges = imports.map(({ from, to }): [string, string] => [moduleOf(from), moduleOf(to)]);
    expect(cyclesOf(graphOf(edges))).toEqual([]);
  });

  it('has no cycle of files at run time but between TypeORM entities', () => {
    // Two entities of one relation name each other; TypeORM reads the other side later, through
    // the `() => Entity` given to the relation decorator, so that cycle is how TypeORM is used.
    const entity = /[/\\]entities[/\\][^/\\]+\.entity\.ts$/;
    const runtime = imports
      .filter((link) => link.runtime)
      .map(({ from, to }): [string, string] => [relative(SRC, from), relative(SRC, to)]);
    const cycles = cyclesOf(graphOf(runtime)).filter((part) => !part.every((f) => entity.test(f)));
    expect(cycles).toEqual([]);
  });
});

// Issue 28: a module's tables sit behind its own repositories (`*.repository.ts`), so its services
// and the rest of its code never hold the database nor run SQL, and they refuse with DomainError
// codes rather than HTTP exceptions (controllers may refuse a malformed parameter). Every folder of
// api/src is held to it but these, which are not modules:
const NOT_MODULES: Record<string, string> = {
  // Shared helpers every module calls with its own repository's EntityManager, inside that
  // repository's transaction: the daily allowances (daily_allowances) and advisory locks.
  common: 'shared helpers run by repositories, on their EntityManager',
  // The one DataSource, its options, the embedded driver and the migrations.
  database: 'the DataSource and the migrations',
  // Reads the environment; no tables.
  config: 'configuration only',
};
const REPOSITORY_MODULES = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !(entry.name in NOT_MODULES))
  .map((entry) => entry.name)
  .sort();
const DATABASE_HANDLES = new Set(['DataSource', 'EntityManager', 'QueryRunner']);
const HTTP_EXCEPTION = /^[A-Z]\w*Exception$/;

/** Where a file reaches the database or throws an HTTP exception itself, as `line: what`. */
function dataAccessIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string): void => {
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.importClause?.namedBindings;
      if (named && ts.isNamedImports(named))
        for (const element of named.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (node.moduleSpecifier.text === 'typeorm' && DATABASE_HANDLES.has(name))
            at(element, `imports ${name}`);
          if (node.moduleSpecifier.text === '@nestjs/typeorm' && /^Inject/.test(name))
            at(element, `imports ${name}`);
          // Controllers may still refuse a malformed query parameter as the validation pipe does.
          if (
            node.moduleSpecifier.text === '@nestjs/common' &&
            HTTP_EXCEPTION.test(name) &&
            !file.endsWith('.controller.ts')
          )
            at(element, `imports ${name}`);
        }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['query', 'getRepository', 'createQueryBuilder'].includes(node.expression.name.text)
    )
      at(node, `calls .${node.expression.name.text}(`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('data access of the modules with repositories', () => {
  it('finds a service that runs SQL, holds the database or throws HTTP exceptions', () => {
    const service = `
      import { NotFoundException } from '@nestjs/common';
      import { InjectDataSource } from '@nestjs/typeorm';
      import type { DataSource } from 'typeorm';
      export class TagsService {
        constructor(@InjectDataSource() private readonly dataSource: DataSource) {}
        count() { return this.dataSource.query('SELECT 1'); }
        fail() { throw new NotFoundException('Tag not found'); }
      }`;
    expect(dataAccessIn('tags.service.ts', service)).toEqual([
      '2: imports NotFoundException',
      '3: imports InjectDataSource',
      '4: imports DataSource',
      '7: calls .query(',
    ]);
  });

  it('holds every module to it', () => {
    expect(REPOSITORY_MODULES).toEqual(expect.arrayContaining(['chat', 'connections', 'matching']));
    expect(REPOSITORY_MODULES).toEqual(expect.arrayContaining(['profiles', 'geo']));
    expect(REPOSITORY_MODULES).not.toContain('common');
  });

  it.each(REPOSITORY_MODULES)(
    'keeps %s’s SQL and database handle in its repositories and entities',
    (module) => {
      const files = sourceFiles(join(SRC, module)).filter(
        (file) => !/\.repository\.ts$|[/\\]entities[/\\]/.test(file),
      );
      const found = files.flatMap((file) =>
        dataAccessIn(file, readFileSync(file, 'utf8')).map(
          (what) => `${relative(SRC, file)}:${what}`,
        ),
      );
      expect(found).toEqual([]);
    },
  );
});
