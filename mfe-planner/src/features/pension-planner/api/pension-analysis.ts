import { useMutation } from '@tanstack/react-query';
import type {
  AnalyzeDeRequest,
  AnalyzeDeResponse,
  AnalyzeUsRequest,
  AnalyzeUsResponse,
} from '@ageless/contracts';
import { analyze } from '../../../lib/analyze';

export function useAnalyzeUs() {
  return useMutation({
    mutationFn: analyze<AnalyzeUsRequest, AnalyzeUsResponse>('/api/pension/analyze-us'),
  });
}

export function useAnalyzeDe() {
  return useMutation({
    mutationFn: analyze<AnalyzeDeRequest, AnalyzeDeResponse>('/api/pension/analyze-de'),
  });
}
