import {
  BadRequestException,
  type ArgumentMetadata,
  Injectable,
  type PipeTransform,
} from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Rejects a malformed id before it reaches the database, naming the parameter. */
@Injectable()
export class UuidParam implements PipeTransform<string, string> {
  transform(value: string, metadata: ArgumentMetadata): string {
    if (!UUID.test(value)) throw new BadRequestException(`${metadata.data ?? 'id'} must be a UUID`);
    return value.toLowerCase();
  }
}
