import type { Locator, Page } from '@playwright/test';
import { testIdParts, testIds } from '@shop/ui/test-ids';
import { Header } from './Header';

const ids = testIds.profile;

/** The five rows of §2, keyed as the screen keys them. */
export type ProfileRowName = 'department' | 'height-weight' | 'age-group' | 'fit' | 'shoes';

/** One row of the profile: its value or '--', the expand toggle, Add/Update and Clear (§2, §4). */
export class ProfileRow {
  readonly root: Locator;
  readonly title: Locator;
  /** The saved value or '--'. */
  readonly value: Locator;
  /** 'Last updated on {Mon D, YYYY}' (fit and shoes). */
  readonly updated: Locator;
  /** A failed read: its §8 text, with Retry. */
  readonly error: Locator;
  readonly retry: Locator;
  readonly loading: Locator;
  readonly toggle: Locator;
  readonly details: Locator;
  /** 'Add', or 'Update' once a value exists. */
  readonly edit: Locator;
  readonly clear: Locator;

  constructor(page: Page, name: ProfileRowName) {
    this.root = page.getByTestId(ids.row(name));
    this.title = page.getByTestId(ids.rowTitle(name));
    this.value = page.getByTestId(ids.rowValue(name));
    this.updated = page.getByTestId(ids.rowUpdated(name));
    this.error = page.getByTestId(ids.rowError(name));
    this.retry = page.getByTestId(ids.rowRetry(name));
    this.loading = page.getByTestId(ids.rowLoading(name));
    this.toggle = page.getByTestId(ids.rowToggle(name));
    this.details = page.getByTestId(ids.rowDetails(name));
    this.edit = page.getByTestId(ids.rowEdit(name));
    this.clear = page.getByTestId(ids.rowClear(name));
  }
}

/** What every profile modal has: the dialog, its red box, Save, Cancel and the close icon. */
class ProfileModal {
  readonly dialog: Locator;
  readonly title: Locator;
  readonly close: Locator;
  readonly loading: Locator;
  /** The red box: a §5 message or a §8 failure. */
  readonly error: Locator;
  readonly save: Locator;
  readonly cancel: Locator;

  constructor(
    page: Page,
    dialogId: string,
    parts: { loading: string; error: string; save: string; cancel: string },
  ) {
    const dialog = testIdParts.dialog(dialogId);
    this.dialog = page.getByTestId(dialog.root);
    this.title = page.getByTestId(dialog.title);
    this.close = page.getByTestId(dialog.close);
    this.loading = page.getByTestId(parts.loading);
    this.error = page.getByTestId(parts.error);
    this.save = page.getByTestId(parts.save);
    this.cancel = page.getByTestId(parts.cancel);
  }
}

/** Height and weight (§5): two numbers with their units. */
export class HeightWeightModal extends ProfileModal {
  readonly height: Locator;
  readonly heightUnit: Locator;
  readonly weight: Locator;
  readonly weightUnit: Locator;

  constructor(page: Page) {
    super(page, ids.heightWeightDialog, {
      loading: ids.heightWeightLoading,
      error: ids.heightWeightError,
      save: ids.heightWeightSave,
      cancel: ids.heightWeightCancel,
    });
    this.height = page.getByTestId(ids.heightValue);
    this.heightUnit = page.getByTestId(ids.heightUnit);
    this.weight = page.getByTestId(ids.weightValue);
    this.weightUnit = page.getByTestId(ids.weightUnit);
  }

  async fill(height: string, weight: string): Promise<void> {
    await this.height.fill(height);
    await this.weight.fill(weight);
  }
}

/** Age group (§5): one radio per group, keyed by its id. */
export class AgeGroupModal extends ProfileModal {
  constructor(private readonly page: Page) {
    super(page, ids.ageGroupDialog, {
      loading: ids.ageGroupLoading,
      error: ids.ageGroupError,
      save: ids.ageGroupSave,
      cancel: ids.ageGroupCancel,
    });
  }

  option(id: number): Locator {
    return this.page.getByTestId(ids.ageGroupOption(id));
  }
}

/** Fit attributes for womens (§5): Narrow, Average or Wide per attribute. */
export class FitModal extends ProfileModal {
  /** 'No fit attributes available for this category.' */
  readonly empty: Locator;

  constructor(private readonly page: Page) {
    super(page, ids.fitDialog, {
      loading: ids.fitLoading,
      error: ids.fitError,
      save: ids.fitSave,
      cancel: ids.fitCancel,
    });
    this.empty = page.getByTestId(ids.fitEmpty);
  }

  attribute(rowId: string): Locator {
    return this.page.getByTestId(ids.fitAttribute(rowId));
  }

  option(rowId: string, value: 'Narrow' | 'Average' | 'Wide'): Locator {
    return this.page.getByTestId(ids.fitOption(rowId, value));
  }
}

/** Shoes (§5): a size select, width radios, and the empty states of §8. */
export class ShoeModal extends ProfileModal {
  readonly empty: Locator;
  readonly size: Locator;
  readonly sizesUnavailable: Locator;
  readonly widthsUnavailable: Locator;

  constructor(private readonly page: Page) {
    super(page, ids.shoeDialog, {
      loading: ids.shoeLoading,
      error: ids.shoeError,
      save: ids.shoeSave,
      cancel: ids.shoeCancel,
    });
    this.empty = page.getByTestId(ids.shoeEmpty);
    this.size = page.getByTestId(ids.shoeSize);
    this.sizesUnavailable = page.getByTestId(ids.shoeSizesUnavailable);
    this.widthsUnavailable = page.getByTestId(ids.shoeWidthsUnavailable);
  }

  width(width: 'Narrow' | 'Standard' | 'Wide'): Locator {
    return this.page.getByTestId(ids.shoeWidth(width));
  }

  /** The size options' texts in the order shown, without an empty placeholder. */
  async sizeOptions(): Promise<string[]> {
    const texts = await this.size
      .locator('option')
      .evaluateAll((options) =>
        options
          .filter((option) => (option as HTMLOptionElement).value !== '')
          .map((option) => option.textContent ?? ''),
      );
    return texts.map((text) => text.trim());
  }
}

/** The preferred department picker (§5): one radio per gender option. */
export class DepartmentModal extends ProfileModal {
  /** 'Failed to load gender options' above the fallback options. */
  readonly optionsError: Locator;

  constructor(private readonly page: Page) {
    super(page, ids.departmentDialog, {
      loading: ids.departmentLoading,
      error: ids.departmentError,
      save: ids.departmentSave,
      cancel: ids.departmentCancel,
    });
    this.optionsError = page.getByTestId(ids.departmentOptionsError);
  }

  option(id: number): Locator {
    return this.page.getByTestId(ids.departmentOption(id));
  }
}

/** /profile (§2): the header, the five rows, Interests, the Clear confirmation and the five modals. */
export class ProfilePage {
  readonly header: Header;
  readonly screen: Locator;
  readonly avatar: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly userError: Locator;
  readonly tab: Locator;
  readonly tabSubtitle: Locator;
  readonly aboutYou: Locator;
  readonly departmentPreferences: Locator;
  readonly departmentIntro: Locator;
  readonly rows: Readonly<Record<ProfileRowName, ProfileRow>>;
  readonly clearDialog: Locator;
  readonly clearMessage: Locator;
  readonly clearConfirm: Locator;
  readonly clearCancel: Locator;
  readonly interests: Locator;
  readonly interestsSave: Locator;
  readonly heightWeight: HeightWeightModal;
  readonly ageGroup: AgeGroupModal;
  readonly fit: FitModal;
  readonly shoes: ShoeModal;
  readonly department: DepartmentModal;
  readonly notifications: Locator;
  readonly successToasts: Locator;
  readonly errorToasts: Locator;

  constructor(private readonly page: Page) {
    this.header = new Header(page);
    this.screen = page.getByTestId(ids.screen);
    this.avatar = page.getByTestId(ids.avatar);
    this.name = page.getByTestId(ids.name);
    this.email = page.getByTestId(ids.email);
    this.userError = page.getByTestId(ids.userError);
    this.tab = page.getByTestId(ids.tab);
    this.tabSubtitle = page.getByTestId(ids.tabSubtitle);
    this.aboutYou = page.getByTestId(ids.aboutYou);
    this.departmentPreferences = page.getByTestId(ids.departmentPreferences);
    this.departmentIntro = page.getByTestId(ids.departmentIntro);
    this.rows = {
      department: new ProfileRow(page, 'department'),
      'height-weight': new ProfileRow(page, 'height-weight'),
      'age-group': new ProfileRow(page, 'age-group'),
      fit: new ProfileRow(page, 'fit'),
      shoes: new ProfileRow(page, 'shoes'),
    };
    const clear = testIdParts.confirmDialog(ids.clearDialog);
    this.clearDialog = page.getByTestId(clear.root);
    this.clearMessage = page.getByTestId(clear.message);
    this.clearConfirm = page.getByTestId(clear.confirm);
    this.clearCancel = page.getByTestId(clear.cancel);
    this.interests = page.getByTestId(ids.interests);
    this.interestsSave = page.getByTestId(ids.interestsSave);
    this.heightWeight = new HeightWeightModal(page);
    this.ageGroup = new AgeGroupModal(page);
    this.fit = new FitModal(page);
    this.shoes = new ShoeModal(page);
    this.department = new DepartmentModal(page);
    this.notifications = page.getByRole('region', { name: 'Notifications' });
    this.successToasts = page.getByTestId(testIds.toastRegion.toast('success'));
    this.errorToasts = page.getByTestId(testIds.toastRegion.toast('error'));
  }

  async open(): Promise<void> {
    await this.page.goto('/profile');
  }

  row(name: ProfileRowName): ProfileRow {
    return this.rows[name];
  }

  /** An interest tag, a toggle button keyed by its slug ('skin-care', 'baking' …). */
  interest(slug: string): Locator {
    return this.page.getByTestId(ids.interest(slug));
  }

  /** The success toast saying `text`. */
  successToast(text: string): Locator {
    return this.successToasts.filter({ hasText: text });
  }

  /** The error toast saying `text`. */
  errorToast(text: string): Locator {
    return this.errorToasts.filter({ hasText: text });
  }

  /** Clear on `name`'s row, then yes in its confirmation. */
  async clearRow(name: ProfileRowName): Promise<void> {
    await this.rows[name].clear.click();
    await this.clearConfirm.click();
  }
}
