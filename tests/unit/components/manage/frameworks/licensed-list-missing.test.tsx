import { render, screen } from '@testing-library/react';
import { LicensedListMissing } from '@/components/manage/frameworks/licensed-list-missing';
import { licensedFramework } from '@/lib/catalog/licensed-frameworks';

const hitrust = licensedFramework('hitrust')!;

describe('LicensedListMissing', () => {
  it('says the framework is licensed and leads a member to the import on Add Framework', () => {
    render(<LicensedListMissing framework={hitrust} canImport />);
    expect(screen.getByText('Import your licensed HITRUST CSF list')).toBeInTheDocument();
    expect(screen.getByText(/its requirements are not shipped with the product/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import on Add Framework' })).toHaveAttribute('href', '/manage/addFrameworks');
    expect(screen.getByRole('link', { name: 'View frameworks' })).toHaveAttribute('href', '/manage/frameworks');
  });

  it('offers a viewer only the way back to the frameworks', () => {
    render(<LicensedListMissing framework={hitrust} canImport={false} />);
    expect(screen.queryByRole('link', { name: 'Import on Add Framework' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View frameworks' })).toBeInTheDocument();
  });
});
