import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { RequestError, RequestErrorCode } from '../errors/request-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Rejects a malformed id before it reaches the database, naming the parameter. */
@Injectable()
export class UuidParam implements PipeTransform<string, string> {
  transform(value: string, metadata: ArgumentMetadata): string {
    if (!UUID.test(value))
      throw new RequestError(RequestErrorCode.InvalidId, { name: metadata.data ?? 'id' });
    return value.toLowerCase();
  }
}
