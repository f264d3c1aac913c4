import IOViewModel
import SigninForm

// The sign-in screen on a terminal. Each line typed is an input: "email <text>" or
// "password <text>". Each output is printed when it emits, as a screen would redraw.
let viewModel: any SigninViewModelType = SigninViewModel()
let disposeBag = DisposeBag()

viewModel.outputs.isEmailValid
    .drive(onNext: { print("email border:", $0.borderColorName) })
    .disposed(by: disposeBag)
viewModel.outputs.emailNotValidErr
    .drive(onNext: { print("email message:", $0.isEmpty ? "(none)" : $0) })
    .disposed(by: disposeBag)
viewModel.outputs.isPasswordValid
    .drive(onNext: { print("password border:", $0.borderColorName) })
    .disposed(by: disposeBag)
viewModel.outputs.passwordNotValidErr
    .drive(onNext: { print("password message:", $0.isEmpty ? "(none)" : $0) })
    .disposed(by: disposeBag)
viewModel.outputs.isSigninEnabled
    .drive(onNext: { print("sign-in button:", $0 ? "enabled" : "disabled") })
    .disposed(by: disposeBag)

while let line = readLine() {
    let field = line.prefix { $0 != " " }
    let text = String(line.dropFirst(field.count + 1))
    switch field {
    case "email": viewModel.inputs.didChange(email: text)
    case "password": viewModel.inputs.didChange(password: text)
    default: print(#"type "email <text>" or "password <text>""#)
    }
}
