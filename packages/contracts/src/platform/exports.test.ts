import { describe, expect, it } from 'vitest';
import {
  buildExportRequest,
  EXPORT_ROW_CAP,
  exportFormatOf,
  exportRequestSchema,
  fromFiltersAndValues,
  toFiltersAndValues,
  withExportExtension,
} from './exports.ts';

describe('the export request (shell spec §3)', () => {
  it("is built from a screen's filters: set filters by id, every row up to the cap from the first, in the file named", () => {
    const request = buildExportRequest({
      filters: {
        memberName: 'Lee',
        source: undefined,
        isMyEnrollment: false,
        users: ['a'],
        broker: '',
        salesRep: null,
      },
      fileName: 'list.xlsx',
    });
    expect(request).toEqual({
      filtersAndValues: [
        { id: 'memberName', value: 'Lee' },
        { id: 'isMyEnrollment', value: false },
        { id: 'users', value: ['a'] },
      ],
      columnNames: [],
      pageIndex: 0,
      pageSize: EXPORT_ROW_CAP,
      fileName: 'list.xlsx',
    });
    expect(exportRequestSchema.parse(request)).toEqual(request);
  });

  it('gives the filters back as one object for the endpoint schema, never touching the prototype', () => {
    const filters = fromFiltersAndValues({
      filtersAndValues: [
        { id: 'ipa', value: 'IPA0001' },
        { id: '__proto__', value: 'x' },
        { id: 'constructor', value: 'y' },
      ],
    });
    expect(filters).toEqual({ ipa: 'IPA0001' });
    expect(Object.getPrototypeOf(filters)).toBe(Object.prototype);
    expect(toFiltersAndValues(filters)).toEqual([{ id: 'ipa', value: 'IPA0001' }]);
  });

  it("takes the format from the file name's extension", () => {
    expect(exportFormatOf('Report.PDF')).toBe('pdf');
    expect(exportFormatOf('Report.xlsx')).toBe('xlsx');
    expect(exportFormatOf(undefined)).toBe('xlsx');
    expect(withExportExtension('SearchResults.xlsx', 'pdf')).toBe('SearchResults.pdf');
    expect(withExportExtension('UserReport', 'xlsx')).toBe('UserReport.xlsx');
  });
});
