import type { MeetingMode } from '@ageless/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One collaboration blueprint of the catalogue (seeded by migration 1763900000000; how it is met
 * and how far partners may live by 1766810000000; what is central to it by 1766830000000).
 */
@Entity({ name: 'blueprints' })
export class BlueprintEntity {
  @PrimaryColumn({ type: 'varchar', length: 60, primaryKeyConstraintName: 'PK_blueprints_key' })
  key: string;

  @Column({ type: 'varchar', length: 30 })
  category: string;

  @Column({ name: 'name_en', type: 'text' })
  nameEn: string;

  @Column({ name: 'name_de', type: 'text' })
  nameDe: string;

  @Column({ name: 'description_en', type: 'text' })
  descriptionEn: string;

  @Column({ name: 'description_de', type: 'text' })
  descriptionDe: string;

  @Column({ name: 'capital_types', type: 'text', array: true })
  capitalTypes: string[];

  @Column({ type: 'text', array: true })
  assets: string[];

  @Column({ type: 'text', array: true })
  skills: string[];

  @Column({ type: 'text', array: true })
  needs: string[];

  @Column({ type: 'text', array: true })
  values: string[];

  @Column({ name: 'time_levels', type: 'text', array: true })
  timeLevels: string[];

  @Column({ name: 'energy_levels', type: 'text', array: true })
  energyLevels: string[];

  @Column({ name: 'min_participants', type: 'integer' })
  minParticipants: number;

  @Column({ name: 'max_participants', type: 'integer' })
  maxParticipants: number;

  @Column({ type: 'double precision' })
  openness: number;

  @Column({ name: 'partner_rules', type: 'text', array: true })
  partnerRules: string[];

  @Column({ type: 'varchar', length: 10, default: 'in-person' })
  meeting: MeetingMode;

  /** For in-person ideas, how far a partner may live; null: the default (50 km). */
  @Column({ name: 'travel_radius_km', type: 'integer', nullable: true })
  travelRadiusKm: number | null;

  /** What the blueprint runs on: `<profile key>=<weight>`, weight in (0, 1] (1766830000000). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  core: string[];

  /** Needs that put a person on the other side of the idea: never High for them. */
  @Column({ name: 'against_needs', type: 'text', array: true, default: () => "'{}'" })
  againstNeeds: string[];
}
