import type { ComponentType } from 'react';
import type { ToolId } from '../catalog';
import { AgeTool } from '../tools/age';
import { ArithmeticTool } from '../tools/arithmetic';
import { BmiTool } from '../tools/bmi';
import { DiscountTool } from '../tools/discount';
import { GpaTool } from '../tools/gpa';
import { LoanTool } from '../tools/loan';
import { LogarithmTool } from '../tools/logarithm';
import { PercentageTool } from '../tools/percentage';
import { TimeCalculatorTool } from '../tools/time-calculator';
import { TipTool } from '../tools/tip';
import { UnitConverterTool } from '../tools/unit-converter';
import type { ToolCardProps } from './tool-card';

/** The widget for each tool id (the /tools page renders them by catalog order). */
export const toolComponents: Record<ToolId, ComponentType<ToolCardProps>> = {
  logarithm: LogarithmTool,
  'time-calculator': TimeCalculatorTool,
  arithmetic: ArithmeticTool,
  percentage: PercentageTool,
  age: AgeTool,
  bmi: BmiTool,
  tip: TipTool,
  discount: DiscountTool,
  gpa: GpaTool,
  loan: LoanTool,
  'unit-converter': UnitConverterTool,
};
