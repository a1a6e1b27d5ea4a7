/// How Vietnamese writes the months and years of the Vietnamese lunar calendar (âm lịch),
/// which CLDR's `vi` data for the `chinese` calendar does not: it numbers the months
/// (`tháng 1`, and before CLDR 46 `1` alone) and its full dates lose the word `tháng`
/// (`Thứ Hai, ngày 01 1 năm Ất Sửu` on ICU 72).
///
/// The months as Vietnamese calendars print them: tháng Giêng (the first), tháng Hai …
/// tháng Mười Một, tháng Chạp (the twelfth); a leap month adds `nhuận` (tháng Hai nhuận).
/// A month's name is the word after `tháng` (Giêng, Hai nhuận), as CLDR 42's `vi` names
/// Chinese months by their number alone: it stands under a day in a secondary line, where
/// `tháng Mười Một` would widen every column; titles and full dates write `tháng` before it.
/// The year is named by the sexagenary cycle (can chi: Giáp Tý … Quý Hợi), which arithmetic
/// gives: the lunar year that begins in ISO year Y is stem (Y + 6) mod 10 and branch
/// (Y + 8) mod 12 (1984 began Giáp Tý, the cycle's first year).
enum VietnameseNames {
    static let months = [
        "Giêng", "Hai", "Ba", "Tư", "Năm", "Sáu", "Bảy", "Tám", "Chín", "Mười", "Mười Một", "Chạp",
    ]
    private static let stems = ["Giáp", "Ất", "Bính", "Đinh", "Mậu", "Kỷ", "Canh", "Tân", "Nhâm", "Quý"]
    private static let branches = ["Tý", "Sửu", "Dần", "Mão", "Thìn", "Tỵ", "Ngọ", "Mùi", "Thân", "Dậu", "Tuất", "Hợi"]

    /// A month's name (`Giêng`, `Hai nhuận`).
    static func name(of code: MonthCode) -> String {
        months[code.number - 1] + (code.isLeap ? " nhuận" : "")
    }

    /// The cyclic name of the lunar year that begins in ISO year `year` (`Ất Sửu` for 1985).
    static func cyclicYear(_ year: Int) -> String {
        stems[(year + 6).modulo(10)] + " " + branches[(year + 8).modulo(12)]
    }
}
