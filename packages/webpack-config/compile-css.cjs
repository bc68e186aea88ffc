// Prints a stylesheet compiled with the factory's PostCSS chain: `node compile-css.cjs <file.css>`.
// For tests and for looking at what a sheet contains without a webpack build.
const fs = require('node:fs');
const path = require('node:path');
const postcss = require('postcss');
const { variantLayers } = require('./variant-layers.cjs');

async function main() {
  const from = path.resolve(process.argv[2]);
  const result = await postcss([require('@tailwindcss/postcss')(), variantLayers()]).process(
    fs.readFileSync(from, 'utf8'),
    { from },
  );
  process.stdout.write(result.css);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
