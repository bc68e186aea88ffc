// @ts-check
// Every way a module names another (import, re-export, dynamic import), handed to one check: the
// boundary rules judge the path, whichever statement wrote it.

/**
 * @param {(node: any, source: unknown) => void} check
 * @returns {Record<string, (node: any) => void>}
 */
export function importVisitor(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => check(node, node.source?.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) =>
      check(node, node.source.type === 'Literal' ? node.source.value : undefined),
  };
}
