import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The search rules (knowledge/search-text.ts) each search index was last built with: the answer
 * cards' and the knowledge passages'. A start with other rules rebuilds that index (issue 24, item 7).
 */
@Entity({ name: 'search_index_rules' })
export class SearchIndexRulesEntity {
  @PrimaryColumn({
    name: 'index_name',
    type: 'varchar',
    length: 32,
    primaryKeyConstraintName: 'PK_search_index_rules',
  })
  indexName: string;

  @Column({ name: 'rules_hash', type: 'varchar', length: 64 })
  rulesHash: string;

  @Column({ name: 'built_at', type: 'timestamptz' })
  builtAt: Date;
}
