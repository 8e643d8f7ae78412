import { dimensionFieldsFor } from '../catalog/dimensions';
import { pieceName } from './describe-piece';
import { parseDimension } from './dimension-rules';
import type { PieceDesign } from './piece-design';
import { leavesText, tableOptionsOf } from './table-options';

/**
 * A design in one line, as a list names it: '96 x 40 x 30 in walnut trestle table with 2 leaves
 * of 18 in', '12 x 18 x 72 in MCP locker, 4 compartments', 'desk'. Sizes are those given, in
 * the type's order, as numbers: one typed in words is left to the design itself.
 */
export function designSummary(design: PieceDesign): string {
  const sizes: string[] = [];
  let compartments: number | null = null;
  for (const field of dimensionFieldsFor(design.furnitureType)) {
    const value = parseDimension(design.dimensions[field.key] ?? '');
    if (value === null) continue;
    if (field.key === 'compartments') compartments = value;
    else sizes.push(String(value));
  }
  const leaves = design.furnitureType === 'table' ? leavesText(tableOptionsOf(design)) : '';
  return [
    sizes.length > 0 ? `${sizes.join(' x ')} in ` : '',
    pieceName({ design }),
    leaves ? ` with ${leaves}` : '',
    compartments === null ? '' : `, ${compartments} compartments`,
  ].join('');
}
