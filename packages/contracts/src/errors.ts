/** The one error shape every API error answers with. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}

export interface HealthResponse {
  status: 'ok' | 'unavailable';
  database?: 'up' | 'down';
}
