// How every front end compiles TypeScript and JSX: swc to ES2022 with React's automatic runtime
// (its development variant outside production builds, for better warnings).
function typescriptRule(isProduction) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: !isProduction } },
        },
      },
    },
  };
}

module.exports = { typescriptRule };
