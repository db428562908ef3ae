import MediateCLI
