import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * The database's text search, asked for the lexemes of matching's own phrases (said-needs.ts): the
 * stems a person's words are compared with are the ones PostgreSQL gives. Reads no table.
 */
@Injectable()
export class PhraseLexemesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Each phrase's lexemes, in the order given (German by the German configuration, else English). */
  async lexemesOf(phrases: readonly { lang: string; text: string }[]): Promise<string[][]> {
    const rows = await this.dataSource.query<{ lexemes: string[] }[]>(
      `SELECT tsvector_to_array(to_tsvector(
                  CASE WHEN p.lang = 'de' THEN 'german' ELSE 'english' END::regconfig, p.text)) AS lexemes
           FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(lang, text, n)
          ORDER BY p.n`,
      [phrases.map((phrase) => phrase.lang), phrases.map((phrase) => phrase.text)],
    );
    return phrases.map((_, index) => rows[index]?.lexemes ?? []);
  }
}
