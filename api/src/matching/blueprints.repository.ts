import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { BlueprintLexemes } from './blueprint.js';
import { BlueprintEntity } from './entities/blueprint.entity.js';

/** The blueprint catalogue (the blueprints table, matching's own; it changes only by migration). */
@Injectable()
export class BlueprintsRepository {
  constructor(
    @InjectRepository(BlueprintEntity) private readonly blueprints: Repository<BlueprintEntity>,
  ) {}

  /** Every blueprint, by key. */
  all(): Promise<BlueprintEntity[]> {
    return this.blueprints.find({ order: { key: 'ASC' } });
  }

  /** The lexemes of each blueprint's name and description in both languages. */
  lexemes(): Promise<BlueprintLexemes[]> {
    return this.blueprints.query(
      `SELECT key,
                tsvector_to_array(to_tsvector('english', name_en || ' ' || description_en)) AS en,
                tsvector_to_array(to_tsvector('german', name_de || ' ' || description_de)) AS de
           FROM blueprints`,
    );
  }
}
