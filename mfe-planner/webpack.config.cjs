const { createRemoteConfig } = require('@ageless/webpack-config');

module.exports = createRemoteConfig({
  dirname: __dirname,
  exposes: {
    './PensionPlanner': './src/app/PensionPlanner.tsx',
    './BudgetOptimizer': './src/app/BudgetOptimizer.tsx',
  },
});
