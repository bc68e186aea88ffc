import '@ageless/ui/styles.css';
import { Route, Routes } from 'react-router';
import { renderStandalone } from '@ageless/ui';
import BudgetOptimizer from './app/BudgetOptimizer';
import PensionPlanner from './app/PensionPlanner';

renderStandalone(
  <Routes>
    <Route path="/budget-optimizer" element={<BudgetOptimizer />} />
    <Route path="*" element={<PensionPlanner />} />
  </Routes>,
);
