import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  type AnalyzeBudgetRequest,
  type AnalyzeBudgetResponse,
  BUDGET_EXPENSE_CATEGORIES,
  BUDGET_INCOME_CATEGORIES,
  BUDGET_LIMITS,
  type BudgetCategoryTotal,
  type BudgetExpenseCategory,
  type BudgetIncomeCategory,
  type BudgetLever,
  type BudgetLine,
} from '@ageless/contracts';
import { MaxDecimalPlaces } from '../../common/http/max-decimal-places.validator.js';
import { OptionalField } from '../../common/http/optional-field.decorator.js';

const AMOUNT = { allowNaN: false, allowInfinity: false } as const;
const TWO_DECIMALS = 'amount must be a number with at most two decimals';

// Messages name the leaf field; the validation pipe prefixes the path (incomes.0.amount).
// What an income line and an expense line share; each adds its own categories.
abstract class BudgetLineFields {
  @ApiProperty({ example: 900, description: 'Monthly amount (at most two decimals).' })
  @IsNumber(AMOUNT, { message: TWO_DECIMALS })
  @MaxDecimalPlaces(2, { message: TWO_DECIMALS })
  @Min(0, { message: 'amount must not be negative' })
  @Max(BUDGET_LIMITS.maxAmount, {
    message: `amount must not be more than ${BUDGET_LIMITS.maxAmount}`,
  })
  amount: number;

  @ApiPropertyOptional({ maxLength: BUDGET_LIMITS.labelLength })
  @OptionalField()
  @IsString({ message: 'label must be a string' })
  @MaxLength(BUDGET_LIMITS.labelLength, {
    message: `label must be at most ${BUDGET_LIMITS.labelLength} characters`,
  })
  label?: string;
}

export class IncomeLineDto extends BudgetLineFields implements BudgetLine<BudgetIncomeCategory> {
  @ApiProperty({ enum: BUDGET_INCOME_CATEGORIES })
  @IsIn(BUDGET_INCOME_CATEGORIES, {
    message: `category must be one of ${BUDGET_INCOME_CATEGORIES.join(', ')}`,
  })
  category: BudgetIncomeCategory;
}

export class ExpenseLineDto extends BudgetLineFields implements BudgetLine<BudgetExpenseCategory> {
  @ApiProperty({ enum: BUDGET_EXPENSE_CATEGORIES })
  @IsIn(BUDGET_EXPENSE_CATEGORIES, {
    message: `category must be one of ${BUDGET_EXPENSE_CATEGORIES.join(', ')}`,
  })
  category: BudgetExpenseCategory;
}

export class AnalyzeBudgetDto implements AnalyzeBudgetRequest {
  @ApiPropertyOptional({ enum: ['EUR', 'USD'], description: 'Default: EUR for German, else USD.' })
  @OptionalField()
  @IsIn(['EUR', 'USD'], { message: 'currency must be one of EUR, USD' })
  currency?: 'EUR' | 'USD';

  @ApiProperty({ type: [IncomeLineDto], maxItems: BUDGET_LIMITS.maxItems })
  @IsArray({ message: 'incomes must be a list' })
  @ArrayMaxSize(BUDGET_LIMITS.maxItems, {
    message: `incomes must have at most ${BUDGET_LIMITS.maxItems} entries`,
  })
  @ValidateNested({ each: true })
  @Type(() => IncomeLineDto)
  incomes: IncomeLineDto[];

  @ApiProperty({ type: [ExpenseLineDto], maxItems: BUDGET_LIMITS.maxItems })
  @IsArray({ message: 'expenses must be a list' })
  @ArrayMaxSize(BUDGET_LIMITS.maxItems, {
    message: `expenses must have at most ${BUDGET_LIMITS.maxItems} entries`,
  })
  @ValidateNested({ each: true })
  @Type(() => ExpenseLineDto)
  expenses: ExpenseLineDto[];
}

export class BudgetCategoryTotalDto implements BudgetCategoryTotal {
  @ApiProperty({ enum: BUDGET_EXPENSE_CATEGORIES }) category: BudgetExpenseCategory;
  @ApiProperty() amountCents: number;
  @ApiProperty() sharePercent: number;
}

export class BudgetLeverDto implements BudgetLever {
  @ApiProperty({ enum: BUDGET_EXPENSE_CATEGORIES }) category: BudgetExpenseCategory;
  @ApiProperty() amountCents: number;
  @ApiProperty() sharePercent: number;
  @ApiProperty({ description: 'What 10% less here frees each month.' }) tenPercentCents: number;
  @ApiProperty() title: string;
  @ApiProperty() text: string;
}

export class AnalyzeBudgetResponseDto implements AnalyzeBudgetResponse {
  @ApiProperty({ enum: ['EUR', 'USD'] }) currency: 'EUR' | 'USD';
  @ApiProperty({ enum: ['en', 'de'] }) language: 'en' | 'de';
  @ApiProperty() totalIncomeCents: number;
  @ApiProperty() totalExpensesCents: number;
  @ApiProperty({ description: 'Income minus expenses; negative is a shortfall.' }) gapCents: number;
  @ApiProperty({ type: Number, nullable: true }) savingsRatePercent: number | null;
  @ApiProperty({ type: [BudgetCategoryTotalDto] }) byCategory: BudgetCategoryTotalDto[];
  @ApiProperty({ type: [BudgetLeverDto] }) levers: BudgetLeverDto[];
  @ApiProperty() summary: string;
  @ApiProperty() disclaimer: string;
}
