import { describe, expect, it } from 'vitest';
import { placeToasts } from '../src/ui/toast-placement';

/** Where a toast goes, at the default font size (a rem is 16 px). */
const at = (screenWidth: number, dialogRight: number | null) =>
  placeToasts({ screenWidth, dialogRight, remPx: 16 });

describe('where the toasts go', () => {
  it('stay in their bottom corner while no dialog is open, on any screen', () => {
    expect(at(390, null)).toEqual({ edge: 'bottom' });
    expect(at(1440, null)).toEqual({ edge: 'bottom' });
  });

  it("go to the top edge over a phone's dialog, a sheet as wide as the screen", () => {
    expect(at(390, 390)).toEqual({ edge: 'top' });
  });

  it('stay in their corner, as wide as ever, beside a centred dialog that leaves room', () => {
    // A 36rem dialog on a 1440 px desktop: 432 px to its right, the toasts take 416.
    expect(at(1440, 1008)).toEqual({ edge: 'bottom' });
  });

  it('narrow to the column a wider dialog leaves beside it', () => {
    // A 44rem dialog on a 1440 px desktop: 368 px to its right.
    expect(at(1440, 1072)).toEqual({ edge: 'bottom', width: 368 });
  });

  it('go to the top edge when the column beside the dialog is too narrow to read in', () => {
    // A 44rem dialog on a 1024 px laptop leaves 160 px; a tablet's dialog nearly its width.
    expect(at(1024, 864)).toEqual({ edge: 'top' });
    expect(at(834, 810)).toEqual({ edge: 'top' });
  });

  it("follow the visitor's larger text: the toasts' column is counted in rem", () => {
    // 432 px beside the dialog fits 26rem at 16 px, not at 20 px, where 18rem (360 px) still does.
    expect(placeToasts({ screenWidth: 1440, dialogRight: 1008, remPx: 20 })).toEqual({
      edge: 'bottom',
      width: 432,
    });
  });
});
