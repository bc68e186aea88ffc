import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateProfiles1763769600000 implements MigrationInterface {
  name = 'CreateProfiles1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "profiles" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "has_space" boolean NOT NULL DEFAULT false,
        "has_tools" boolean NOT NULL DEFAULT false,
        "has_land" boolean NOT NULL DEFAULT false,
        "has_transportation" boolean NOT NULL DEFAULT false,
        "has_equipment" boolean NOT NULL DEFAULT false,
        "physical_assets" text,
        "skills" text array NOT NULL DEFAULT '{}',
        "time_available" character varying(20),
        "energy_level" character varying(20),
        "caregiving_ability" boolean NOT NULL DEFAULT false,
        "professional_experience" text,
        "needs_housing" boolean NOT NULL DEFAULT false,
        "needs_companionship" boolean NOT NULL DEFAULT false,
        "needs_tech_help" boolean NOT NULL DEFAULT false,
        "needs_business_help" boolean NOT NULL DEFAULT false,
        "specific_needs" text,
        "purpose" text,
        "values" text array NOT NULL DEFAULT '{}',
        "lifestyle" text,
        "location" text,
        "user_id" integer NOT NULL DEFAULT 1,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_profiles_id" PRIMARY KEY ("id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "profiles"`);
  }
}
